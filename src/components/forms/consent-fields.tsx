import { useContext } from "react"
import { fieldId, FormNameContext } from "./fields"
import { CONSENT_FIELD } from "./use-form-delivery"

/**
 * What the visitor is told and asked under every form: the KVKK information notice (linked, and
 * its version sent with the lead), and a separate consent for commercial electronic messages
 * (Law 6563), never ticked in advance and never a condition of sending the form.
 */
export function ConsentFields() {
  const id = fieldId(useContext(FormNameContext), CONSENT_FIELD)
  return (
    // Styled by the form's section (sections/lead-form-styles.ts).
    <div data-lead-consent="">
      <p>
        Paylaştığınız kişisel veriler talebinizi yanıtlamak, demo ve teklif sürecini yürütmek amacıyla{" "}
        <a href="/privacy">KVKK aydınlatma metninde</a> açıklandığı şekilde işlenir. Tanıtım iletisi yalnızca aşağıdaki kutuyu
        işaretlerseniz gönderilir.
      </p>
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={CONSENT_FIELD} />
        <span>
          Yeni ürün, kampanya ve etkinliklerle ilgili ticari elektronik iletileri e-posta, SMS ve telefonla almak istiyorum.
          (İsteğe bağlı. Onayım İleti Yönetim Sistemine (İYS) kaydedilir; dilediğim zaman İYS üzerinden ya da iletilerdeki ret
          bağlantısıyla geri alabilirim.)
        </span>
      </label>
    </div>
  )
}
