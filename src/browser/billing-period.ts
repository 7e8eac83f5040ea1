/**
 * The price page's monthly or yearly switch (src/kinds/prices/billing-switch.tsx) works by CSS alone; with
 * JavaScript the choice is also kept in the address ("?donem=yillik"), so a reload, a shared link or the
 * back button shows the period the visitor chose. The parameter name is the radio group's name.
 */
export function keepBillingPeriod(
  root: ParentNode = document,
  location: Location = window.location,
  history: History = window.history,
) {
  const radios = Array.from(root.querySelectorAll<HTMLInputElement>('[data-billing-switch] input[type="radio"]'))
  if (radios.length === 0) return
  const name = radios[0].name
  const wanted = new URLSearchParams(location.search).get(name)
  const match = radios.find((radio) => radio.value === wanted)
  if (match) match.checked = true
  for (const radio of radios)
    radio.addEventListener("change", () => {
      if (!radio.checked) return
      const query = new URLSearchParams(location.search)
      // The first choice is the page's own: its address stays without the parameter.
      if (radio === radios[0]) query.delete(name)
      else query.set(name, radio.value)
      const search = query.toString()
      history.replaceState(history.state, "", `${location.pathname}${search ? `?${search}` : ""}${location.hash}`)
    })
}
