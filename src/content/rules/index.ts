import { absoluteClaims } from "./absolute-claims"
import { fileEndings } from "./file-endings"
import { formSubjects } from "./form-subjects"
import { hostingNotice } from "./hosting-notice"
import { houseStyleRules } from "./house-style"
import { images } from "./images"
import { lentTokens } from "./lent-tokens"
import { links } from "./links"
import { numberRanges } from "./number-ranges"
import { placeNames } from "./place-names"
import { plusFigures } from "./plus-figures"
import { references } from "./references"
import { requiredFiles } from "./required-files"
import type { ContentRule } from "./rule"
import { uniqueSlugs } from "./unique-slugs"
import { unlinkedPages } from "./unlinked-pages"

/**
 * The general rules of the content check, in the order their problems are reported; each kind's own
 * rules (its `rules` in src/kinds/) run after them. A new rule is a file of this folder, listed here
 * or in its kind's `rules`. These rules read only the content, so the CMS runs them in the browser too;
 * a rule that reads the project's code is listed in ./project.ts instead.
 */
export const generalRules: readonly ContentRule[] = [
  requiredFiles,
  fileEndings,
  uniqueSlugs,
  links,
  images,
  plusFigures,
  lentTokens,
  placeNames,
  formSubjects,
  unlinkedPages,
  references,
  houseStyleRules,
  absoluteClaims,
  numberRanges,
  hostingNotice,
]
