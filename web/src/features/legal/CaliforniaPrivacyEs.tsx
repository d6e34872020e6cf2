import { Link } from '@/i18n/Link'
import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

interface Category {
  name: string
  examples: string
  disclosedTo: string
}

const CATEGORIES: readonly Category[] = [
  {
    name: 'Identificadores',
    examples: 'Nombre, correo electrónico, número de teléfono, dirección IP, identificadores en línea.',
    disclosedTo: 'Abogados participantes y socios de marketing; proveedores de servicios.',
  },
  {
    name: 'Registros personales (Código Civil de California, § 1798.80(e))',
    examples: 'Nombre, número de teléfono y la descripción de su accidente que usted nos da.',
    disclosedTo: 'Abogados participantes y socios de marketing; proveedores de servicios.',
  },
  {
    name: 'Características de clasificaciones protegidas',
    examples: 'Solo si usted decide mencionarlas en su descripción, como la edad o una discapacidad.',
    disclosedTo: 'Abogados participantes; proveedores de servicios.',
  },
  {
    name: 'Actividad en internet o en otras redes electrónicas',
    examples:
      'Tipo de navegador y de dispositivo, páginas vistas, página de procedencia, datos de cookies, tokens y certificados de verificación del consentimiento.',
    disclosedTo:
      'Proveedores de servicios; socios de publicidad; abogados participantes y socios de marketing (registros de consentimiento).',
  },
  {
    name: 'Datos de geolocalización',
    examples: 'Ubicación aproximada según su código postal, su estado y su dirección IP (no la ubicación GPS exacta).',
    disclosedTo: 'Abogados participantes y socios de marketing; proveedores de servicios.',
  },
  {
    name: 'Información de audio y electrónica',
    examples: 'Grabaciones de llamadas telefónicas con nosotros o con nuestros socios.',
    disclosedTo: 'Proveedores de servicios; abogados participantes cuando sea necesario para su solicitud.',
  },
  {
    name: 'Inferencias',
    examples: 'El tipo de reclamo o el área de práctica a la que parece referirse su solicitud.',
    disclosedTo: 'Abogados participantes y socios de marketing.',
  },
  {
    name: 'Información personal confidencial',
    examples: 'La información sobre su salud o sus lesiones que incluya en su descripción; el usuario y la contraseña de su cuenta.',
    disclosedTo:
      'Los abogados participantes que atienden su solicitud; proveedores de servicios. Nunca se usa para inferir características sobre usted.',
  },
]

/**
 * The California Privacy Notice in Spanish (es-US): usted, the same
 * sections, anchors and commitments as the English (CaliforniaPrivacyEn),
 * the CCPA's rights named as the California Attorney General's Spanish
 * materials name them (derecho a saber, a eliminar, a corregir, a limitar;
 * no vender ni compartir; información personal confidencial). The page:
 * CaliforniaPrivacyPage.
 */
export default function CaliforniaPrivacyEs() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />
  const postal = `Attn: Privacy, ${brand}, P.O. Box 1200, Wilmington, DE 19899`

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'A quién se aplica este aviso',
      body: (
        <>
          <p>
            Este Aviso de Privacidad para California se aplica solo a los residentes del Estado de California (&ldquo;consumidores&rdquo; o
            &ldquo;usted&rdquo;). Se da según la Ley de Privacidad del Consumidor de California de 2018 (California Consumer Privacy Act),
            modificada por la Ley de Derechos de Privacidad de California (California Privacy Rights Act) (en conjunto, la
            &ldquo;CCPA&rdquo;), y su reglamento. Las palabras definidas en la CCPA tienen aquí el mismo significado.
          </p>
          <p>
            Este aviso complementa nuestra <Link to="/privacy-policy">Política de Privacidad</Link>, que describe con más detalle cómo{' '}
            {brand} recopila, usa, comparte y guarda la información personal.
          </p>
        </>
      ),
    },
    {
      id: 'categories',
      title: 'La información personal que recopilamos',
      body: (
        <>
          <p>
            En los últimos 12 meses hemos recopilado las siguientes categorías de información personal. La recopilamos directamente de usted
            (a través de nuestros formularios, por teléfono y por correo electrónico), automáticamente de su navegador o dispositivo, y de
            proveedores de servicios de verificación del consentimiento y de prevención del fraude.
          </p>
          <div className="table-responsive">
            <table className="table table-sm table-bordered align-top small">
              <caption>Categorías de información personal recopiladas y divulgadas</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Categoría</th>
                  <th scope="col">Ejemplos</th>
                  <th scope="col">Divulgada a</th>
                </tr>
              </thead>
              <tbody>
                {CATEGORIES.map((category) => (
                  <tr key={category.name}>
                    <th scope="row">{category.name}</th>
                    <td>{category.examples}</td>
                    <td>{category.disclosedTo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Guardamos cada categoría solo durante el tiempo que se indica en la sección sobre conservación de nuestra{' '}
            <Link to="/privacy-policy#retention">Política de Privacidad</Link>: los datos de las cookies hasta aproximadamente un año, las
            grabaciones de llamadas hasta seis años, y los formularios enviados y los registros de consentimiento mientras los necesitemos
            para cumplir la ley.
          </p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: 'Por qué recopilamos información personal',
      body: (
        <>
          <p>Recopilamos y usamos información personal para estos fines comerciales y de negocio:</p>
          <ul>
            <li>
              para responder a su pedido de una consulta gratuita y ponerlo en contacto con un abogado o proveedor de servicios legales
              participante de su estado;
            </li>
            <li>
              para comunicarnos con usted por teléfono, mensaje de texto y correo electrónico como usted aceptó, y para registrar su
              consentimiento y demostrarlo más adelante;
            </li>
            <li>para compartir su solicitud con abogados participantes y socios de marketing, que pagan esta publicidad;</li>
            <li>para detectar y prevenir el fraude, el correo no deseado, los envíos duplicados y los incidentes de seguridad;</li>
            <li>para operar, mantener, depurar y mejorar el sitio web y nuestro servicio;</li>
            <li>para medir el rendimiento de nuestra publicidad;</li>
            <li>para cumplir la ley y para establecer, ejercer o defender reclamos legales.</li>
          </ul>
          <p>
            Usamos la información personal confidencial solo para prestar el servicio que usted pidió y para los demás fines que permite la
            CCPA, no para inferir características sobre usted.
          </p>
        </>
      ),
    },
    {
      id: 'sale-and-sharing',
      title: 'Venta e intercambio de información personal',
      body: (
        <>
          <p>
            Cuando usted envía un formulario, divulgamos sus identificadores, sus registros personales, su ubicación aproximada, las
            inferencias y los registros de consentimiento a abogados participantes y socios de marketing, que pagan nuestra publicidad.
            Según la CCPA, esto puede ser una &ldquo;venta&rdquo; de información personal. También podemos permitir que socios de publicidad
            recopilen actividad en internet mediante cookies en nuestro sitio, lo que puede ser &ldquo;compartir&rdquo; información para
            publicidad conductual entre contextos. En los últimos 12 meses hemos vendido o compartido estas categorías con los tipos de
            destinatarios que se indican arriba y en nuestra <Link to="/marketing-partner">página de socios de marketing</Link>.
          </p>
          <p>
            No vendemos ni compartimos a sabiendas la información personal de consumidores menores de 16 años, y nuestro servicio no está
            dirigido a menores de 18 años.
          </p>
        </>
      ),
    },
    {
      id: 'opt-out',
      title: 'Su derecho a excluirse de la venta o el intercambio',
      body: (
        <>
          <p>
            Usted tiene derecho a indicarnos que no vendamos ni compartamos su información personal. Para excluirse, use cualquiera de estas
            formas:
          </p>
          <ul>
            <li>
              <strong>En línea:</strong> use nuestro <Link to="/privacy-request">formulario de solicitud de privacidad</Link> y elija
              &ldquo;No vender ni compartir mis datos&rdquo;. Para dejar de recibir nuestras llamadas, mensajes de texto y correos
              electrónicos, use nuestra <Link to="/opt-out">página para darse de baja</Link>.
            </li>
            <li>
              <strong>Por correo electrónico:</strong> escriba a {mail} con &ldquo;No vender ni compartir mi información personal&rdquo; (Do
              Not Sell or Share My Personal Information) en el asunto, e incluya el nombre, el correo electrónico y el número de teléfono
              que nos dio.
            </li>
            <li>
              <strong>Por correo postal:</strong> escriba a {postal}, con los mismos datos.
            </li>
          </ul>
          <p>
            Una solicitud de exclusión no necesita verificarse, aunque podemos pedirle los datos necesarios para encontrar sus registros.
            Actuamos sobre ella lo antes posible, y a más tardar 15 días hábiles después de recibirla, y avisamos a los terceros a quienes
            vendimos o con quienes compartimos su información después de que usted hizo la solicitud que dejen de venderla o compartirla.
          </p>
          <p>
            Después de que usted se excluya, esperamos al menos 12 meses antes de pedirle que autorice de nuevo la venta o el intercambio de
            su información personal. Por supuesto, puede decidir volver a participar en cualquier momento, por ejemplo enviando una nueva
            solicitud de consulta.
          </p>
        </>
      ),
    },
    {
      id: 'other-rights',
      title: 'Sus otros derechos de privacidad en California',
      body: (
        <>
          <p>Con las excepciones que establece la ley, usted también tiene:</p>
          <ul>
            <li>
              el <strong>derecho a saber y a acceder</strong> a las categorías y los datos específicos de información personal que hemos
              recopilado sobre usted, las categorías de fuentes, los fines, y las categorías de terceros a quienes la divulgamos, vendimos o
              con quienes la compartimos;
            </li>
            <li>
              el <strong>derecho a eliminar</strong> la información personal que recopilamos de usted;
            </li>
            <li>
              el <strong>derecho a corregir</strong> la información personal inexacta que tenemos sobre usted;
            </li>
            <li>
              el <strong>derecho a recibir una copia portátil</strong> de su información personal en un formato de uso común y legible por
              máquina;
            </li>
            <li>
              el <strong>derecho a limitar</strong> el uso y la divulgación de su información personal confidencial a lo necesario para
              prestar el servicio que usted pidió.
            </li>
          </ul>
          <p>
            La forma más sencilla de hacer cualquiera de estas solicitudes es nuestro{' '}
            <Link to="/privacy-request">formulario de solicitud de privacidad</Link>.
          </p>
          <p>
            Para hacer cualquiera de estas solicitudes, escriba a {mail}
            {phone ? (
              <>
                , llame al <a href={phone_href}>{phone}</a>
              </>
            ) : null}{' '}
            o escriba a {postal}. Confirmamos que la recibimos en un plazo de 10 días hábiles y respondemos en un plazo de 45 días
            calendario. Si necesitamos más tiempo (hasta otros 45 días), le diremos por qué.
          </p>
        </>
      ),
    },
    {
      id: 'verification',
      title: 'Cómo verificamos las solicitudes',
      body: (
        <>
          <p>
            Para proteger su información, debemos verificar que una solicitud para saber, acceder, eliminar, corregir o exportar información
            viene de usted. Le pedimos información que ya tenemos, como su nombre, su correo electrónico, su número de teléfono y su código
            postal, y podemos comunicarnos con usted al correo electrónico o al número de teléfono que tenemos registrados para confirmar la
            solicitud.
          </p>
          <p>
            Para las solicitudes de datos específicos o de eliminación de información confidencial, exigimos un grado de certeza más alto y
            podemos pedirle más datos. Usamos la información que usted nos da para la verificación solo con ese fin. Si no podemos verificar
            su identidad, se lo diremos y le explicaremos por qué.
          </p>
        </>
      ),
    },
    {
      id: 'authorized-agents',
      title: 'Agentes autorizados',
      body: (
        <>
          <p>
            Puede usar un agente autorizado para hacer una solicitud en su nombre. El agente debe darnos una autorización por escrito,
            firmada por usted, que le permita actuar en su nombre. A menos que el agente tenga un poder notarial válido según el Código de
            Sucesiones de California (California Probate Code), también podemos exigirle a usted que:
          </p>
          <ul>
            <li>verifique su propia identidad directamente con nosotros; y</li>
            <li>nos confirme directamente que le dio permiso al agente para hacer la solicitud.</li>
          </ul>
          <p>
            Podemos rechazar la solicitud de un agente que no presente la autorización firmada por escrito o cuya autoridad no podamos
            confirmar.
          </p>
        </>
      ),
    },
    {
      id: 'non-discrimination',
      title: 'No discriminación',
      body: (
        <p>
          No lo discriminaremos por ejercer ninguno de sus derechos según la CCPA. No le negaremos nuestro servicio, no le cobraremos un
          precio o una tarifa distintos, no le daremos un nivel o una calidad de servicio distintos, ni le sugeriremos que recibirá nada de
          esto, porque haya ejercido sus derechos. No ofrecemos incentivos económicos a cambio de información personal.
        </p>
      ),
    },
    {
      id: 'shine-the-light',
      title: 'Ley “Shine the Light” de California',
      body: (
        <p>
          La sección 1798.83 del Código Civil de California permite a los residentes de California pedir, una vez al año, información sobre
          la información personal que divulgamos a terceros para sus propios fines de marketing directo durante el año calendario anterior.
          Para hacer esta solicitud, escriba a {mail} o a {postal}.
        </p>
      ),
    },
    {
      id: 'accessibility',
      title: 'Accesibilidad',
      body: (
        <p>
          Queremos que todas las personas puedan leer este aviso. Si tiene una discapacidad y lo necesita en otro formato, como letra
          grande, una grabación de audio o un formato compatible con su tecnología de asistencia, comuníquese con nosotros a {mail}
          {phone ? (
            <>
              {' '}
              o al <a href={phone_href}>{phone}</a>
            </>
          ) : null}{' '}
          y se lo daremos si lo pide, sin costo.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Cambios a este aviso',
      body: (
        <p>
          Revisamos este aviso al menos una vez cada 12 meses y lo actualizamos cuando cambian nuestras prácticas. La fecha de &ldquo;Última
          actualización&rdquo; que aparece al principio indica cuándo cambió por última vez.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contáctenos',
      body: (
        <>
          <p>Si tiene preguntas sobre este aviso o sobre sus derechos de privacidad en California, comuníquese con {brand}:</p>
          <ul>
            <li>Correo electrónico: {mail}</li>
            {phone ? (
              <li>
                Teléfono: <a href={phone_href}>{phone}</a>
              </li>
            ) : null}
            <li>Correo postal: {postal}</li>
          </ul>
        </>
      ),
    },
  ]

  return (
    <LegalDocument
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Si usted vive en California, este aviso explica sus derechos de privacidad, incluido su derecho a excluirse de la venta o el
          intercambio de su información personal, y cómo ejercerlos.
        </p>
      }
      sections={sections}
    />
  )
}
