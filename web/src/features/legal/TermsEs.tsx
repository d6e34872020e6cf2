import { Link } from '@/i18n/Link'
import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

/**
 * The Terms and Conditions in Spanish (es-US), for Spanish readers:
 * usted, the same sections, anchors and legal meaning as the English
 * (TermsEn). The page: TermsPage.
 */
export default function TermsEs() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Aceptación de estos términos',
      body: (
        <>
          <p>
            Estos Términos y Condiciones (los &ldquo;Términos&rdquo;) son un acuerdo entre usted y {brand} (&ldquo;nosotros&rdquo;,
            &ldquo;nos&rdquo;, &ldquo;nuestro&rdquo;) y rigen su uso de este sitio web, sus formularios y los servicios que se ofrecen a
            través de él (en conjunto, el &ldquo;Servicio&rdquo;). Al usar el Servicio, usted acepta estos Términos y nuestra{' '}
            <Link to="/privacy-policy">Política de Privacidad</Link>. Si no está de acuerdo, no use el Servicio.
          </p>
          <p>
            Debe tener al menos 18 años para enviar un formulario o crear una cuenta. Al hacerlo, usted confirma que tiene 18 años o más y
            que la información que da es verdadera y es suya.
          </p>
        </>
      ),
    },
    {
      id: 'nature-of-service',
      title: 'Qué es este sitio y qué no es',
      body: (
        <>
          <p>
            Este sitio web es un anuncio pagado por abogados participantes. {brand} pone en contacto a personas que han sufrido lesiones en
            accidentes con abogados de lesiones personales y proveedores de servicios legales. Cuando usted envía un formulario, pasamos sus
            datos a un abogado o proveedor de servicios legales de su estado, que puede comunicarse con usted.
          </p>
          <ul>
            <li>
              {brand} <strong>no es un bufete de abogados</strong> ni un servicio de referencia de abogados. No prestamos servicios legales
              y no respaldamos ni recomendamos a ningún abogado en particular.
            </li>
            <li>
              Nada de lo que aparece en este sitio es <strong>asesoría legal</strong>. Los artículos, las páginas sobre las leyes de cada
              estado y las respuestas a preguntas frecuentes son solo información general, pueden no reflejar los cambios más recientes de
              la ley y pueden no aplicarse a su situación.
            </li>
            <li>
              Usar el sitio, enviar un formulario o hablar con nosotros <strong>no crea una relación abogado-cliente</strong> con {brand} ni
              con ningún abogado. Esa relación existe solo cuando usted y un abogado firman un acuerdo por escrito.
            </li>
            <li>
              Los reclamos legales tienen plazos. No espere nuestra respuesta para tomar medidas que protejan sus derechos; hable con un
              abogado de su elección.
            </li>
            <li>Los resultados anteriores y los testimonios no garantizan un resultado similar en ningún otro caso.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'permitted-use',
      title: 'Solo para uso personal y no comercial',
      body: (
        <p>
          Le otorgamos un permiso limitado, revocable, no exclusivo e intransferible para usar el Servicio con fines personales y no
          comerciales, como informarse sobre sus opciones después de un accidente y pedir una consulta. Puede imprimir o guardar una página
          para sus registros personales. Cualquier otro uso, incluidos revender o volver a publicar el Servicio o su contenido, o usarlos
          para crear un producto de la competencia, requiere nuestro consentimiento previo por escrito.
        </p>
      ),
    },
    {
      id: 'prohibited-conduct',
      title: 'Conductas prohibidas',
      body: (
        <>
          <p>Al usar el Servicio, usted se compromete a no:</p>
          <ul>
            <li>
              copiar, modificar, descompilar, desensamblar ni aplicar ingeniería inversa a ninguna parte del Servicio o de su software,
              salvo cuando la ley lo permita expresamente;
            </li>
            <li>
              usar robots, arañas web (<em>spiders</em>), programas de extracción de datos (<em>scrapers</em>) u otros medios automatizados
              para acceder al Servicio o recopilar o copiar su contenido o sus datos;
            </li>
            <li>
              interferir con el Servicio, sus servidores o sus redes, interrumpirlos o sobrecargarlos, ni intentar eludir ningún control de
              seguridad o de acceso;
            </li>
            <li>enviar información falsa, engañosa o de otra persona, ni enviar un formulario en nombre de otra persona sin su permiso;</li>
            <li>cargar virus ni ningún otro código dañino;</li>
            <li>usar el Servicio con fines ilegales, fraudulentos o abusivos.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Propiedad intelectual',
      body: (
        <p>
          El Servicio y todo su contenido, incluidos los textos, gráficos, logotipos, íconos, ilustraciones, el diseño y el software, son
          propiedad de {brand} o de quienes le otorgan licencias, y están protegidos por las leyes de derechos de autor, de marcas y otras.{' '}
          {brand} y sus logotipos son marcas de {brand}. Salvo el permiso limitado que dan estos Términos, no se le otorga ningún derecho,
          título ni licencia, y no puede usar nuestros nombres, marcas ni contenido sin nuestro permiso por escrito.
        </p>
      ),
    },
    {
      id: 'copyright-notices',
      title: 'Reclamos por derechos de autor',
      body: (
        <>
          <p>
            Respetamos la propiedad intelectual de los demás. Si cree que algún material del Servicio infringe sus derechos de autor,
            envíenos un aviso por escrito que incluya:
          </p>
          <ol>
            <li>
              la firma física o electrónica del titular de los derechos de autor o de una persona autorizada para actuar en su nombre;
            </li>
            <li>
              la identificación de la obra protegida que, según usted, se ha infringido (o, si un mismo aviso abarca varias obras, una lista
              representativa de ellas);
            </li>
            <li>
              la identificación del material que, según usted, infringe los derechos, e información razonablemente suficiente para que lo
              encontremos, como la dirección de la página;
            </li>
            <li>sus datos de contacto: nombre, dirección postal, número de teléfono y correo electrónico;</li>
            <li>
              una declaración de que usted cree de buena fe que el uso del material no está autorizado por el titular de los derechos de
              autor, su agente o la ley;
            </li>
            <li>
              una declaración de que la información del aviso es exacta y, bajo pena de perjurio, de que usted es el titular de los derechos
              de autor o está autorizado para actuar en su nombre.
            </li>
          </ol>
          <p>
            Envíe el aviso por correo electrónico a {mail} con &ldquo;Copyright notice&rdquo; en el asunto, o por correo postal a Attn:
            Copyright Agent, {brand}, P.O. Box 1200, Wilmington, DE 19899. Es posible que no actuemos sobre un aviso que no incluya todo lo
            anterior. Presentar a sabiendas un reclamo falso de infracción puede hacerlo responsable de pagar daños y perjuicios.
          </p>
        </>
      ),
    },
    {
      id: 'communications-consent',
      title: 'Llamadas, mensajes de texto y correos electrónicos (consentimiento según la TCPA)',
      body: (
        <>
          <p>
            Nuestros formularios incluyen una declaración de consentimiento, que aparece junto a la casilla, y que usted acepta al marcar la
            casilla y enviar el formulario. En resumen, al hacerlo usted confirma que tiene 18 años o más y acepta nuestra{' '}
            <Link to="/privacy-policy">Política de Privacidad</Link> y estos Términos, y da su consentimiento para recibir llamadas, correos
            electrónicos y mensajes de texto sobre su solicitud de parte de {brand}, de los abogados participantes y de las empresas que
            aparecen en nuestra <Link to="/marketing-partner">página de socios de marketing</Link>, al número y a la dirección que usted
            dio, incluidas las llamadas y los mensajes hechos con tecnología de marcación automática o con una voz grabada o artificial, y a
            números de teléfonos celulares.
          </p>
          <p>
            El texto de consentimiento que aparecía en el formulario cuando usted lo envió es la versión que rige; guardamos un registro de
            él. Pueden aplicarse tarifas de mensajes y datos. Su consentimiento no es una condición para obtener una consulta ni para
            comprar ningún bien o servicio. Puede revocarlo en cualquier momento por cualquier medio razonable, por ejemplo respondiendo
            STOP a un mensaje de texto, pidiéndole a quien lo llama que deje de llamarlo o escribiendo a {mail}. Las llamadas pueden ser
            grabadas.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          El Servicio usa cookies y tecnologías similares para funcionar correctamente, para recordar sus opciones, para medir el uso, para
          verificar los formularios enviados y con fines publicitarios. Al usar el Servicio, usted acepta ese uso, tal como se explica,
          junto con la forma de controlar o rechazar las cookies, en la sección sobre cookies de nuestra{' '}
          <Link to="/privacy-policy#cookies">Política de Privacidad</Link>.
        </p>
      ),
    },
    {
      id: 'framing',
      title: 'Prohibición de marcos (iFrame)',
      body: (
        <p>
          No puede mostrar el Servicio ni ninguna de sus páginas, formularios o contenido dentro de un marco o iFrame en otro sitio web, ni
          usar ninguna técnica que cambie su apariencia u oculte su origen, sin nuestro permiso previo por escrito. Los enlaces de texto
          comunes a nuestras páginas son bienvenidos, siempre que no sugieran un respaldo o una asociación que no existe. Podemos bloquear
          los marcos y pedirle que elimine cualquier marco o enlace.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Sitios web y servicios de terceros',
      body: (
        <p>
          El Servicio puede contener enlaces a sitios web, redes sociales y servicios administrados por otros, incluidos abogados y socios
          participantes. No los controlamos y no somos responsables de su contenido, de sus prácticas de privacidad ni de los servicios que
          prestan. Un enlace no es un respaldo. Su relación con cualquier tercero, incluido cualquier abogado que decida contratar, es
          exclusivamente entre usted y ese tercero, y se rige por los términos de ese tercero.
        </p>
      ),
    },
    {
      id: 'changes-to-service',
      title: 'Modificación o terminación del Servicio',
      body: (
        <>
          <p>
            Podemos cambiar, suspender o terminar cualquier parte del Servicio en cualquier momento, con o sin aviso, y podemos limitar o
            terminar su acceso si usted incumple estos Términos o hace un mal uso del Servicio. No somos responsables ante usted ni ante
            nadie por ese cambio, suspensión o terminación.
          </p>
          <p>
            También podemos revisar estos Términos. La fecha de &ldquo;Última actualización&rdquo; que aparece al principio de esta página
            indica cuándo cambiaron por última vez. Los Términos revisados se aplican desde el momento en que se publican; si usted sigue
            usando el Servicio después de eso, los acepta.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Exención de garantías',
      body: (
        <>
          <p className="text-uppercase small">
            El Servicio y todo su contenido se ofrecen &ldquo;tal cual&rdquo; y &ldquo;según disponibilidad&rdquo;, sin garantías de ningún
            tipo, expresas o implícitas, incluidas las garantías de comerciabilidad, de idoneidad para un fin determinado, de titularidad y
            de no infracción.
          </p>
          <p>
            No garantizamos que el Servicio funcione sin interrupciones, de forma segura o sin errores, que la información que contiene sea
            completa, exacta o actual, ni que algún abogado vaya a comunicarse con usted, aceptar su caso u obtener un resultado
            determinado. Algunas jurisdicciones no permiten excluir ciertas garantías, así que algunas de estas exclusiones pueden no
            aplicarse a usted.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitación de responsabilidad',
      body: (
        <>
          <p className="text-uppercase small">
            En la máxima medida que permita la ley, {brand} y sus propietarios, empleados, agentes y socios no serán responsables de ningún
            daño indirecto, incidental, especial, consecuente, ejemplar o punitivo, ni de ninguna pérdida de ganancias, datos, buena
            reputación u oportunidades, que surja del Servicio o de estos Términos o esté relacionado con ellos, aunque se les haya
            advertido de la posibilidad de esos daños.
          </p>
          <p>
            Nuestra responsabilidad total por todos los reclamos relacionados con el Servicio no superará cien dólares estadounidenses
            (US$100). No somos responsables de los consejos, los actos ni las omisiones de ningún abogado ni de ningún otro tercero. Estos
            límites no se aplican cuando la ley no los permite.
          </p>
        </>
      ),
    },
    {
      id: 'indemnity',
      title: 'Indemnización',
      body: (
        <p>
          Usted se compromete a defender, indemnizar y eximir de responsabilidad a {brand} y a sus propietarios, empleados, agentes y socios
          frente a cualquier reclamo, pérdida, responsabilidad, daño, costo y gasto (incluidos los honorarios razonables de abogados) que
          surja de su uso o mal uso del Servicio, de su incumplimiento de estos Términos, o de su violación de cualquier ley o de los
          derechos de otra persona, incluso por enviar información que no es suya.
        </p>
      ),
    },
    {
      id: 'time-limit-on-claims',
      title: 'Plazo para presentar reclamos',
      body: (
        <p>
          Todo reclamo o causa de acción que usted pueda tener y que surja del Servicio o de estos Términos, o esté relacionado con ellos,
          debe presentarse dentro de un año (1 año) desde que surge; de lo contrario, prescribe de forma definitiva, en la medida en que la
          ley lo permita. Este límite se refiere solo a los reclamos sobre este sitio web; no acorta el plazo que usted tiene para presentar
          un reclamo por lesiones personales contra ninguna otra persona.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Ley aplicable y jurisdicción',
      body: (
        <p>
          Estos Términos y cualquier disputa relacionada con el Servicio se rigen por las leyes del Estado de Delaware, sin tener en cuenta
          sus normas sobre conflicto de leyes. Cualquier acción relacionada con el Servicio o con estos Términos debe presentarse únicamente
          ante los tribunales estatales o federales ubicados en el Estado de Delaware, y usted acepta la jurisdicción personal y la
          competencia de esos tribunales. Nada de lo dispuesto en esta sección impide que cualquiera de las partes pida medidas cautelares
          urgentes ante cualquier tribunal competente.
        </p>
      ),
    },
    {
      id: 'general',
      title: 'Disposiciones generales',
      body: (
        <p>
          Estos Términos, junto con nuestra Política de Privacidad y la declaración de consentimiento de nuestros formularios, constituyen
          el acuerdo completo entre usted y nosotros sobre el Servicio. Si alguna disposición se declara inaplicable, el resto sigue
          vigente. Que no hagamos cumplir una disposición no significa que renunciemos a ella. Usted no puede transferir sus derechos según
          estos Términos; nosotros sí podemos transferir los nuestros.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contáctenos',
      body: (
        <p>
          Puede enviar sus preguntas sobre estos Términos a {brand} por correo electrónico a {mail}
          {phone ? (
            <>
              {' '}
              o por teléfono al <a href={phone_href}>{phone}</a>
            </>
          ) : null}
          .
        </p>
      ),
    },
  ]

  return (
    <LegalDocument
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Lea estos Términos con atención. Incluyen un plazo de un año para presentar reclamos sobre este sitio, una limitación de nuestra
          responsabilidad y la elección de las leyes y los tribunales de Delaware.
        </p>
      }
      sections={sections}
    />
  )
}
