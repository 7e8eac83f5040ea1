import { css } from "@emotion/react"
import { useContext } from "react"
import { colors, fontSizes, space } from "../../theme"
import { fieldId, FormNameContext } from "./fields"
import { CONSENT_FIELD } from "./use-form-delivery"

const consent = css`
  display: grid;
  gap: ${space.sm};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  p {
    margin: 0;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
    min-height: 44px;
    color: ${colors.text};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    accent-color: ${colors.primary};
  }
`

/**
 * What the visitor is told and asked under every form: the KVKK information notice (linked, and
 * its version sent with the lead), and a separate consent for commercial electronic messages
 * (Law 6563), never ticked in advance and never a condition of sending the form.
 */
export function ConsentFields() {
  const id = fieldId(useContext(FormNameContext), CONSENT_FIELD)
  return (
    <div css={consent}>
      <p>
        Paylaştığınız kişisel veriler talebinizi yanıtlamak, demo ve teklif sürecini yürütmek amacıyla,{" "}
        <a href="/privacy">KVKK Aydınlatma Metni</a>'nde açıklandığı şekilde işlenir. Tanıtım iletisi yalnızca aşağıdaki kutuyu
        işaretlerseniz gönderilir.
      </p>
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={CONSENT_FIELD} />
        <span>
          Yeni ürün, kampanya ve etkinliklerle ilgili ticari elektronik iletileri e-posta, SMS ve telefonla almak istiyorum.
          (İsteğe bağlı; onayımı dilediğim zaman geri alabilirim.)
        </span>
      </label>
    </div>
  )
}
