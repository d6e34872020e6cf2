import { Link } from '@/i18n/Link'
import { useSite } from '@/lib/site'
import { EmailLink, LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

/**
 * The Privacy Policy in Spanish (es-US), for Spanish readers: usted, the
 * same sections, anchors and commitments as the English (PrivacyPolicyEn),
 * the US privacy terms as the California Attorney General's Spanish
 * materials write them. The page: PrivacyPolicyPage.
 */
export default function PrivacyPolicyEs() {
  const { brand, email, phone, phone_href } = useSite()

  const mail = <EmailLink email={email} />

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Quiénes somos y qué hace este sitio',
      body: (
        <>
          <p>
            {brand} opera este sitio web para poner en contacto a personas que han sufrido lesiones en choques de auto y otros accidentes
            con abogados de lesiones personales. Cuando usted pide una consulta gratuita, pasamos sus datos a un abogado o proveedor de
            servicios legales participante de su estado, para que pueda comunicarse con usted sobre su situación.
          </p>
          <p>
            {brand} no es un bufete de abogados ni un servicio de referencia de abogados, y nada de lo que aparece en este sitio es asesoría
            legal. El sitio es un anuncio pagado por los abogados participantes. Usar el sitio o enviar un formulario no crea una relación
            abogado-cliente.
          </p>
          <p>
            Esta Política de Privacidad explica qué información personal recopilamos a través de este sitio web, nuestros formularios y las
            llamadas, correos electrónicos y mensajes de texto relacionados con ellos; cómo usamos y compartimos esa información; y las
            opciones y los derechos que usted tiene. Los residentes de California también deben leer nuestro{' '}
            <Link to="/california-privacy">Aviso de Privacidad para California</Link>, que complementa esta política.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Información que recopilamos',
      body: (
        <>
          <h3 className="h5 mt-4">Información que usted nos da</h3>
          <p>Cuando usted llena uno de nuestros formularios de consulta o de contacto, recopilamos:</p>
          <ul>
            <li>su nombre y apellido (o su nombre completo);</li>
            <li>su correo electrónico;</li>
            <li>su número de teléfono;</li>
            <li>su código postal y su estado;</li>
            <li>cualquier descripción que decida darnos de su accidente, sus lesiones o su reclamo;</li>
            <li>si marcó la casilla en la que acepta que lo contacten.</li>
          </ul>
          <p>
            La descripción de un accidente puede incluir información sobre su salud. Comparta solo lo que le resulte cómodo; un abogado
            participante puede pedirle más detalles más adelante. Si nos llama o nos escribe, también guardamos lo que nos dice y nuestra
            respuesta. Si crea una cuenta, recopilamos su nombre, su correo electrónico y una contraseña, que guardamos solo de forma
            cifrada (con un algoritmo de <em>hash</em>).
          </p>

          <h3 className="h5 mt-4">Información que se recopila automáticamente</h3>
          <p>Cuando usted visita el sitio, nuestros servidores y las tecnologías del navegador registran:</p>
          <ul>
            <li>su dirección IP y la ubicación aproximada que indica;</li>
            <li>el tipo y la versión de su navegador, el tipo de dispositivo y el sistema operativo;</li>
            <li>las páginas que ve, la página desde la que llegó a nosotros, y la fecha y hora de su visita;</li>
            <li>
              la información guardada en cookies y tecnologías similares (vea <a href="#cookies">Cookies y tecnologías similares</a>).
            </li>
          </ul>

          <h3 className="h5 mt-4">Registros de su consentimiento</h3>
          <p>
            Como la ley nos exige, a nosotros y a nuestros socios, demostrar que usted aceptó que lo contactaran, guardamos un registro de
            cada formulario enviado. Ese registro contiene la versión exacta del texto de consentimiento que usted vio, la fecha y hora en
            que envió el formulario, su dirección IP, los datos de su navegador y la dirección de la página en la que estaba. También
            podemos usar servicios independientes de verificación del consentimiento: un token LeadiD (de Jornaya) y un certificado
            TrustedForm (de ActiveProspect) registran que el formulario se llenó y se envió, y pueden capturar una reproducción de la página
            tal como usted la vio. Guardamos el token y la dirección del certificado con su solicitud.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'Cómo usamos su información',
      body: (
        <>
          <p>Usamos la información descrita arriba para:</p>
          <ul>
            <li>
              responder a su solicitud y ponerlo en contacto con un abogado o proveedor de servicios legales participante que atienda casos
              como el suyo en su estado;
            </li>
            <li>
              comunicarnos con usted por teléfono, correo electrónico y mensaje de texto sobre su solicitud, como usted aceptó al enviar el
              formulario;
            </li>
            <li>
              demostrar su consentimiento y cumplir nuestras obligaciones legales, incluidas las leyes de telemercadeo y de protección al
              consumidor;
            </li>
            <li>detectar y prevenir el fraude, el correo no deseado, los envíos duplicados y el abuso del sitio;</li>
            <li>mantener la seguridad del sitio, corregir problemas y entender cómo se usa el sitio;</li>
            <li>mejorar nuestro contenido, nuestros formularios y nuestro servicio;</li>
            <li>cumplir la ley, responder a solicitudes legales, y establecer, ejercer o defender reclamos legales.</li>
          </ul>
          <p>
            No usamos la información que usted nos da para tomar, solo por medios automatizados, decisiones sobre usted que produzcan
            efectos legales u otros efectos igualmente importantes.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-share-information',
      title: 'Cómo compartimos su información',
      body: (
        <>
          <p>Compartimos información personal solo de la forma descrita aquí:</p>
          <ul>
            <li>
              <strong>Abogados participantes y socios de marketing de su estado.</strong> Cuando usted envía un formulario, pasamos sus
              datos a uno o más abogados, bufetes de abogados o proveedores de servicios legales participantes, y a los socios de marketing
              nombrados en el consentimiento que usted dio, que atienden el estado donde usted vive. Ellos pueden comunicarse con usted
              usando los datos que nos dio. El uso que hagan de su información se rige por sus propias políticas de privacidad. Las empresas
              que pueden recibir su información aparecen en nuestra <Link to="/marketing-partner">página de socios de marketing</Link>.
            </li>
            <li>
              <strong>Proveedores de servicios.</strong> Las empresas que alojan el sitio, guardan datos, envían correos electrónicos y
              mensajes de texto, hacen y graban llamadas, verifican el consentimiento y nos ayudan a prevenir el fraude actúan según
              nuestras instrucciones y solo pueden usar su información para prestarnos esos servicios.
            </li>
            <li>
              <strong>Requisitos legales.</strong> Divulgamos información cuando creemos de buena fe que la ley, una citación judicial, una
              orden judicial u otro proceso legal lo exige, o cuando es necesario para proteger los derechos, los bienes o la seguridad de{' '}
              {brand}, de nuestros usuarios o de otras personas.
            </li>
            <li>
              <strong>Transferencias de negocio.</strong> Si {brand} participa en una fusión, una adquisición, un financiamiento o una venta
              de activos, la información personal puede transferirse como parte de esa operación, sujeta a esta política.
            </li>
            <li>
              <strong>Con su permiso.</strong> Compartimos información de otras formas cuando usted nos lo pide o lo acepta.
            </li>
          </ul>
          <p>
            Pasar sus datos a abogados participantes y socios de marketing puede considerarse una &ldquo;venta&rdquo; o un acto de
            &ldquo;compartir&rdquo; información personal según algunas leyes estatales de privacidad. Usted puede pedir que no se venda ni
            se comparta en cualquier momento; vea <a href="#your-rights">Sus derechos y opciones</a> y, si es residente de California, el{' '}
            <Link to="/california-privacy">Aviso de Privacidad para California</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies y tecnologías similares',
      body: (
        <>
          <p>
            Las cookies son pequeños archivos que un sitio web guarda en su navegador. Nosotros y nuestros proveedores de servicios usamos
            cookies, almacenamiento local y tecnologías similares para que el sitio funcione (por ejemplo, para mantener abierta su sesión),
            para recordar sus opciones, para medir cómo se usa el sitio, para verificar los formularios enviados y para saber qué anuncios
            lo trajeron a nosotros. La información recopilada mediante cookies se guarda hasta aproximadamente un año, a menos que usted la
            borre antes.
          </p>
          <p>Usted puede controlar las cookies de varias formas:</p>
          <ul>
            <li>
              <strong>Configuración del navegador.</strong> La mayoría de los navegadores le permiten bloquear o borrar cookies y elegir qué
              pasa con las cookies de terceros. Si bloquea todas las cookies, algunas partes del sitio, como iniciar sesión, pueden no
              funcionar.
            </li>
            <li>
              <strong>Páginas de exclusión de la industria publicitaria.</strong> Puede excluirse de la publicidad basada en intereses de
              las empresas que participan en la herramienta WebChoices de la Digital Advertising Alliance (optout.aboutads.info) y en la
              página de exclusión para consumidores de la Network Advertising Initiative (optout.networkadvertising.org). Estas exclusiones
              se guardan como cookies, así que se aplican solo al navegador y al dispositivo que usa, y debe repetirlas si borra sus
              cookies.
            </li>
            <li>
              <strong>Dispositivos móviles.</strong> La configuración de su teléfono le permite limitar el seguimiento publicitario o
              restablecer su identificador de publicidad.
            </li>
          </ul>
          <p>
            Excluirse de la publicidad basada en intereses no elimina toda la publicidad; puede seguir viendo anuncios que no se basan en su
            navegación.
          </p>
        </>
      ),
    },
    {
      id: 'calls-and-messages',
      title: 'Llamadas, mensajes de texto y grabación de llamadas',
      body: (
        <>
          <p>
            Las llamadas con nosotros o con abogados y socios participantes pueden ser supervisadas y grabadas por motivos de calidad, de
            capacitación y para dejar constancia de lo que se dijo y se acordó. Pueden aplicarse tarifas de mensajes y datos a los mensajes
            de texto. Puede responder STOP a cualquier mensaje de texto para dejar de recibirlos, y puede pedirle a cualquier persona que lo
            llame que no vuelva a llamarlo.
          </p>
          <p>
            Aceptar que lo contacten no es una condición para obtener una consulta ni para comprar ningún bien o servicio, y puede retirar
            su consentimiento en cualquier momento por cualquier medio razonable, incluidas las formas indicadas en{' '}
            <a href="#your-rights">Sus derechos y opciones</a>.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Sus derechos y opciones',
      body: (
        <>
          <p>
            Según dónde viva, la ley le da algunos o todos los derechos que se indican abajo. Los ofrecemos a todos los visitantes, vivan
            donde vivan, dentro de los límites que permite la ley.
          </p>
          <ul>
            <li>
              <strong>Acceso.</strong> Puede preguntarnos si tenemos información personal sobre usted y pedirnos una copia, junto con las
              categorías de fuentes, los fines para los que la usamos y las categorías de destinatarios con quienes la hemos compartido.
            </li>
            <li>
              <strong>Rectificación.</strong> Puede pedirnos que corrijamos la información personal sobre usted que sea inexacta o esté
              incompleta.
            </li>
            <li>
              <strong>Eliminación.</strong> Puede pedirnos que eliminemos la información personal que tenemos sobre usted. Puede hacer una
              solicitud de eliminación una vez al año (una vez en cualquier período de doce meses). Podemos conservar la información que la
              ley nos exige conservar, o que necesitamos para demostrar el consentimiento, prevenir el fraude o defender reclamos legales, y
              le avisaremos si lo hacemos.
            </li>
            <li>
              <strong>Exportación de datos (portabilidad).</strong> Puede pedir la información que nos dio en un formato estructurado, de
              uso común y legible por máquina, para que pueda dársela a otra persona.
            </li>
            <li>
              <strong>Retiro del consentimiento.</strong> Cuando nos basamos en su consentimiento, puede retirarlo en cualquier momento.
              Retirar el consentimiento no afecta lo que hicimos antes.
            </li>
            <li>
              <strong>Exclusión del marketing.</strong> Puede decirnos en cualquier momento que ya no quiere recibir correos electrónicos,
              llamadas ni mensajes de texto de marketing. Procesamos las solicitudes de exclusión del marketing en un plazo de hasta 30
              días, y además incluimos un enlace para cancelar la suscripción en cada correo electrónico de marketing.
            </li>
            <li>
              <strong>Lista de no llamar.</strong> Si nos pide que no lo llamemos, agregamos su número a nuestra lista interna de no llamar
              y cumplimos su solicitud en un plazo de 30 días. También respetamos el Registro Nacional No Llame (National Do Not Call
              Registry) cuando la ley lo exige.
            </li>
            <li>
              <strong>Exclusión de cookies.</strong> Puede rechazar o borrar cookies y excluirse de la publicidad basada en intereses como
              se describe en <a href="#cookies">Cookies y tecnologías similares</a>.
            </li>
          </ul>

          <h3 className="h5 mt-4">Cómo hacer una solicitud</h3>
          <p>
            La forma más rápida es nuestro <Link to="/privacy-request">formulario de solicitud de privacidad</Link> (para saber, acceder,
            eliminar o corregir su información, o para pedir que no se venda ni se comparta) o, para dejar de recibir llamadas, mensajes de
            texto y correos electrónicos, nuestra <Link to="/opt-out">página para darse de baja</Link>.
          </p>
          <p>
            Escríbanos a {mail}
            {phone ? (
              <>
                {' '}
                o llámenos al <a href={phone_href}>{phone}</a>
              </>
            ) : null}
            . Díganos qué derecho quiere ejercer y denos el nombre, el correo electrónico y el número de teléfono que usó en nuestros
            formularios, para que podamos encontrar sus registros. Para protegerlo, verificamos su identidad antes de actuar sobre una
            solicitud, por lo general confirmando datos que usted nos dio o comunicándonos con usted al correo electrónico o al teléfono que
            tenemos registrados. Respondemos dentro del plazo que permite la ley, por lo general en 45 días, y le avisaremos si necesitamos
            más tiempo. Si rechazamos una solicitud, le explicaremos por qué y cómo puede apelar nuestra decisión.
          </p>
          <p>
            Los abogados participantes y los socios de marketing que recibieron su información la tratan según sus propias políticas; para
            dejar de recibir sus comunicaciones, comuníquese también directamente con ellos. Cuando podamos, pasaremos su solicitud de baja
            a quienes recibieron sus datos de nuestra parte.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo guardamos la información',
      body: (
        <>
          <p>Guardamos la información personal solo mientras la necesitamos:</p>
          <ul>
            <li>
              <strong>Los datos de las cookies</strong> se guardan hasta aproximadamente un año.
            </li>
            <li>
              <strong>Las grabaciones de llamadas</strong> se guardan hasta seis años, para que nosotros y nuestros socios podamos demostrar
              lo que se dijo y se acordó si surge una pregunta o un reclamo legal.
            </li>
            <li>
              <strong>Los formularios enviados y los registros de consentimiento</strong> se guardan mientras los necesitemos para cumplir
              la ley, incluidos los plazos dentro de los cuales pueden presentarse reclamos según las leyes de telemercadeo y de protección
              al consumidor, y luego se eliminan o se vuelven anónimos.
            </li>
            <li>
              <strong>La información de la cuenta</strong> se guarda mientras su cuenta esté abierta y durante un tiempo razonable después
              de que la cierre.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'non-discrimination',
      title: 'No discriminación',
      body: (
        <p>
          No lo discriminaremos por ejercer ninguno de sus derechos de privacidad. No le negaremos nuestro servicio, no le cobraremos un
          precio distinto ni le daremos un nivel o una calidad de servicio distintos porque haya hecho una solicitud de privacidad.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Cómo protegemos su información',
      body: (
        <>
          <p>
            Usamos medidas de protección administrativas, técnicas y físicas diseñadas para proteger la información personal, entre ellas
            conexiones cifradas (HTTPS) en cada página y formulario, acceso limitado al personal y a los proveedores de servicios que lo
            necesitan, contraseñas guardadas solo en forma cifrada con <em>hash</em>, registros de acceso y copias de seguridad periódicas.
          </p>
          <p>
            Ningún método para enviar o guardar datos es completamente seguro, así que no podemos garantizar una seguridad absoluta. Si nos
            enteramos de una violación de seguridad que afecte su información personal, se lo notificaremos a usted y a las autoridades como
            lo exige la ley.
          </p>
        </>
      ),
    },
    {
      id: 'minors',
      title: 'Niños y menores de edad',
      body: (
        <p>
          Este sitio no está dirigido a menores de 18 años, y solo los adultos de 18 años o más pueden enviar nuestros formularios. No
          recopilamos a sabiendas información personal de menores de 18 años. Si cree que un menor nos ha dado información personal,
          escríbanos a {mail} y la eliminaremos. El padre, la madre o el tutor que quiera ayuda con un reclamo en nombre de un niño debe
          enviar el formulario a su propio nombre.
        </p>
      ),
    },
    {
      id: 'international-visitors',
      title: 'Visitantes de otros países',
      body: (
        <p>
          Este sitio está destinado a personas que se encuentran en los Estados Unidos. Si nos visita desde otro país, la información que
          nos da se transfiere a los Estados Unidos y se procesa allí, donde se encuentran nuestros servidores, nuestros proveedores de
          servicios y los abogados participantes. Las leyes de protección de datos de los Estados Unidos pueden ser distintas de las de su
          país. Al usar el sitio, usted entiende que su información se transferirá, se guardará y se procesará en los Estados Unidos.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Cambios a esta política',
      body: (
        <p>
          Podemos actualizar esta Política de Privacidad de vez en cuando. Cuando lo hagamos, cambiaremos la fecha de &ldquo;Última
          actualización&rdquo; que aparece al principio de esta página y, si los cambios son importantes, daremos un aviso más visible, como
          un aviso en el sitio. Los cambios se aplican a la información recopilada después de publicar la nueva política; le pediremos su
          consentimiento de nuevo cuando la ley lo exija.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contáctenos',
      body: (
        <p>
          Si tiene preguntas sobre esta política o quiere ejercer sus derechos, escriba a {brand} a {mail}
          {phone ? (
            <>
              {' '}
              o llame al <a href={phone_href}>{phone}</a>
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
          Su privacidad es importante para nosotros. Lea esta política para entender cómo {brand} trata la información que usted comparte
          cuando pide ayuda con un reclamo por accidente.
        </p>
      }
      sections={sections}
    />
  )
}
