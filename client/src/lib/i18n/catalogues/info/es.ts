import type { InfoMessages } from './en.js';

const es: InfoMessages = {
  'hiw.title': 'Cómo funciona',
  'hiw.lede':
    'Sin cuenta, sin conectar tu billetera, sin identificación. Tus monedas dan un rodeo por Monero y dos exchanges independientes, y llegan a tu billetera sin ningún vínculo público con su origen. La mayoría de los intercambios tardan unos {minutes} minutos; el soporte está disponible 24/7.',
  'hiw.ledePrivate':
    'Sin cuenta, sin conectar tu billetera, sin identificación. Si eliges la ruta privada, tus monedas dan un rodeo por Monero y dos exchanges independientes, y ninguno de ellos ve los dos extremos de tu intercambio; una oferta directa es un intercambio en un solo exchange. La mayoría de los intercambios tardan unos {minutes} minutos; el soporte está disponible 24/7.',
  'hiw.ledeDirect':
    'Sin cuenta, sin conectar tu billetera, sin identificación. Un solo exchange cambia tus monedas directamente por la moneda que quieres y las envía a tu billetera. La mayoría de los intercambios tardan unos {minutes} minutos; el soporte está disponible 24/7.',
  'hiw.guideTitle': 'Intercambia en seis pasos',
  'hiw.stepOf': '{index} de {count}',
  'hiw.resume': 'Reanudar la guía',
  'hiw.pause': 'Pausar la guía',
  'hiw.previousStep': 'Paso anterior',
  'hiw.nextStep': 'Paso siguiente',
  'hiw.steps': 'Pasos',
  'hiw.goToStep': 'Ir al paso {index}: {head}',
  'hiw.stepLabel': 'Paso {index}',
  'hiw.ofCount': 'de {count}',
  'hiw.messageSupport': 'Escribir a soporte',
  'hiw.step1Head': 'Elige tu par',
  'hiw.step1Desc':
    'Elige la moneda que quieres enviar y la que quieres recibir. Sirve cualquier combinación de las monedas admitidas, en cualquier sentido.',
  'hiw.step2Head': 'Introduce la cantidad',
  'hiw.step2Desc':
    'Escribe cuánto quieres enviar. Reunimos las tasas de varios exchanges, elegimos la ruta más barata y te mostramos la cantidad que puedes esperar recibir.',
  'hiw.step3Head': 'Añade tu dirección de destino',
  'hiw.step3Desc':
    'Pega la dirección de la billetera que debe recibir las nuevas monedas. Debe tener el formato de la moneda que recibes: por ejemplo, una dirección de ETH empieza por 0x. La comprobamos antes de crear el pedido.',
  'hiw.step4Head': 'Envía tu depósito',
  'hiw.step4Desc':
    'La página de tu pedido muestra una dirección de depósito creada para este intercambio. Envía allí la cantidad exacta, en una sola transacción, desde una billetera que controles y no desde una cuenta de exchange.',
  'hiw.step5Head': 'Listo',
  'hiw.step5Desc':
    'Eso es todo. Mantén abierta la página del pedido, o guarda su enlace, para seguir tus monedas en cada etapa hasta que lleguen: unos {minutes} minutos de media.',
  'hiw.step6Head': '¿Preguntas? Contacta con soporte',
  'hiw.step6Desc':
    'Nuestro equipo de soporte responde 24/7. Envía al bot el ID de tu pedido y lo revisaremos contigo.',
  'hiw.hoodTitle': 'Qué ocurre por dentro',
  'hiw.hoodSlider': 'El recorrido de un intercambio',
  'hiw.card1Title': 'Intercambio',
  'hiw.card1Desc':
    'Tu depósito se cambia por Monero (XMR), una moneda de privacidad, en un primer exchange.',
  'hiw.card2Title': 'Anonimización',
  'hiw.card2Desc':
    'Los XMR se envían a un segundo exchange sin relación con el primero. Monero oculta el remitente, el destinatario y la cantidad, así que el rastro público se corta aquí.',
  'hiw.card3Title': '¡Puf!',
  'hiw.card3Desc':
    'El segundo exchange cambia los XMR por la moneda que pediste y la envía a tu dirección de destino.',
  'hiw.card4Title': 'Seguridad',
  'hiw.card4Desc':
    'Sin cuenta, sin identificación, sin conectar tu billetera. Nuestros registros nunca guardan tus direcciones, y nada en la cadena vincula la billetera desde la que enviaste con la que recibe.',
  'hiw.whyWorksTitle': 'Por qué funciona',
  'hiw.whyWorks1':
    'En la mayoría de las blockchains todos los pagos son públicos: quien conozca una de tus direcciones puede ver de dónde vino el dinero y adónde va después. Monero está construido de otra manera. Sus transacciones ocultan el remitente, el destinatario y la cantidad, de modo que un rastro que entra en Monero no se puede seguir a través de él.',
  'hiw.whyWorks2':
    'Tu intercambio aprovecha eso. El primer exchange convierte tus monedas en XMR, los XMR pasan a un segundo exchange y solo ese segundo exchange paga la moneda que pediste. En el registro público, nada conecta la billetera desde la que enviaste con la billetera en la que recibes.',
  'hiw.whyWorks3':
    'La privacidad también depende de hábitos ajenos a nuestra ruta: enviar desde una billetera ya vinculada a tu nombre, o reutilizar direcciones, puede dejar pistas por sí mismo.',
  'hiw.whyBuiltTitle': 'Por qué lo creamos',
  'hiw.whyBuilt1':
    'La privacidad financiera debería ser lo normal, no algo sospechoso. Nadie publica su extracto bancario, y sin embargo una dirección pública hace más o menos eso con cualquiera que la use.',
  'hiw.whyBuilt2':
    'Conseguir privacidad solía significar registros, verificaciones de identidad, billeteras en el navegador y varias transferencias manuales entre exchanges. Queríamos un solo formulario: elige un par, pega una dirección, envía y sigue el pedido en una sola página. Sin cuenta que crear, nada que conectar y ningún registro de nuestra parte que relacione tus direcciones.',
  'hiw.testimonials': 'Opiniones',
  'hiw.sampleReviews':
    'Opiniones de ejemplo: muestran cómo se verá esta sección hasta que se publiquen opiniones reales.',
  'hiw.reviews': 'Opiniones',
  'hiw.rated': 'Valoración: {stars} de {max}',
  'stake.title': 'Staking',
  'stake.comingSoon': 'Próximamente',
  'stake.note':
    'El staking aún no está activo. Esta página muestra cómo funcionará: no hay ninguna billetera conectada, nada aquí mueve fondos y las cifras son de ejemplo.',
  'stake.choosePlan': 'Elige un plan',
  'stake.apy': '{percent} % TAE',
  'stake.locked': 'Bloqueado {days} días',
  'stake.selected': 'Seleccionado',
  'stake.walletBalance': 'Saldo de la billetera',
  'stake.amountToStake': 'Cantidad a depositar',
  'stake.plan': 'Plan',
  'stake.planValue': '{percent} % TAE, {days} días',
  'stake.participation': 'Participación en el pool',
  'stake.estimate': 'Ganancias anuales estimadas: <strong>{amount}</strong> al {percent} % TAE',
  'stake.approve': 'Aprobar',
  'stake.stake': 'Depositar',
  'stake.redeem': 'Retirar',
  'stake.staked': 'Depositado',
  'stake.rewards': 'Recompensas obtenidas',
  'stake.redeemableFrom': 'Retirable desde',
  'stake.example': 'ejemplo: un plan de {days} días iniciado hoy',
  'stake.soonMessage':
    '{action, select, approve {Aprobar} redeem {Retirar} other {Depositar}} estará disponible pronto: el staking aún no está activo, así que no se envió ni se firmó nada.',
  'verify.title': 'Verifique este sitio',
  'verify.intro':
    'El código, la clave de firma y lo que conservamos, verificables sin confiar en nosotros.',
  'verify.running': 'Qué se está ejecutando',
  'verify.commit': 'Commit del código fuente',
  'verify.fingerprint': 'Huella de la clave de firma (SHA-256)',
  'verify.currentKey': 'La clave pública actual',
  'verify.digest': 'Resumen de los archivos de la página (dist/client)',
  'verify.rebuildTitle': 'Recompilar y comparar',
  'verify.rebuildCheckout': 'Descarga el código fuente y cambia a este commit:',
  'verify.rebuildBuild': 'Compila (Node.js 20.19 o posterior):',
  'verify.rebuildDigest': 'Calcula el resumen:',
  'verify.rebuildCompare': 'Debe coincidir con el resumen de arriba.',
  'verify.keyTitle': 'La clave de firma',
  'verify.keyFingerprint': 'La huella de la clave pública debe coincidir con la de arriba:',
  'verify.keyDocuments':
    'Cada documento indica el ID de la clave que lo firmó y dónde obtenerla. Guarda la clave como signing-key.pem y verifica el documento:',
  'verify.keptTitle': 'Qué conservamos y durante cuánto tiempo',
  'verify.keptOrder':
    'El vínculo de un pedido con el proveedor, su garantía y su recibo: {days, plural, one {# día} other {# días}} tras terminar.',
  'verify.keptUnended':
    'Un pedido cuyo final nunca se registra: como máximo {days, plural, one {# día} other {# días}}.',
  'verify.keptKeys':
    'Respuestas a solicitudes de pedido (contra pedidos duplicados): {minutes, plural, one {# minuto} other {# minutos}}.',
  'verify.keptAlerts':
    'Avisos al soporte no enviados (ID abreviados): {days, plural, one {# día} other {# días}}.',
  'verify.keptNever':
    'Nunca: direcciones IP, cookies, ni direcciones de billetera o ID completos en los registros.',
  'stake.offWithoutScript':
    'Estos botones solo funcionan con JavaScript activado, y el staking aún no está disponible: aquí no se puede enviar ni firmar nada.',
  'hiw.review1a': 'Pasé algo de BNB a ETH sin crear una cuenta ni conectar una billetera.',
  'hiw.review1b':
    'La página del pedido mostró cada etapa y las monedas llegaron en unos veinte minutos.',
  'hiw.review2a':
    'Al principio escribí la dirección con un formato equivocado y el formulario lo detectó antes de que se enviara nada.',
  'hiw.review2b': 'El soporte respondió a mi pregunta a las dos de la madrugada.',
  'hiw.review3a':
    'Me gusta que la ruta pase por Monero y por dos plataformas de intercambio distintas.',
  'hiw.review3b': 'No hay ninguna cuenta que hackear ni nada que vincule mis dos billeteras.',
  'hiw.step2DescDirect':
    'Escribe cuánto quieres enviar. Le pedimos su tasa al exchange y te mostramos la cantidad que puedes esperar recibir.',
  'hiw.hoodTitlePrivate': 'Qué ocurre en la ruta privada',
  'hiw.card2DescPrivate':
    'El primer exchange envía los XMR directamente a un segundo exchange, de otro proveedor. Monero oculta el remitente, el destinatario y la cantidad, así que el rastro público se corta aquí.',
  'hiw.card1DescDirect':
    'Un solo exchange cambia tu depósito directamente por la moneda que pediste.',
  'hiw.card2TitleDirect': 'Verificación',
  'hiw.card2DescDirect':
    'Comprobamos cada respuesta del exchange con tu pedido y con la tasa de mercado, y firmamos las condiciones que te dimos.',
  'hiw.card3TitleDirect': 'Recepción',
  'hiw.card3DescDirect': 'El mismo exchange envía las nuevas monedas a tu dirección de destino.',
  'hiw.card4TitleDirect': 'Ten en cuenta',
  'hiw.card4DescDirect':
    'Sin cuenta, sin identificación, sin conectar tu billetera, y nuestros registros nunca guardan tus direcciones. Pero el exchange ve tanto tu depósito como el pago que recibes, así que esta ruta por sí sola no corta el rastro entre tus billeteras.',
  'hiw.whyWorks2Private':
    'La ruta privada aprovecha eso. El primer exchange convierte tus monedas en XMR y los envía directamente a un segundo exchange, y solo ese segundo exchange paga la moneda que pediste: ninguno ve a la vez tu depósito y tu dirección de destino, y en el registro público nada conecta las dos billeteras. Una oferta directa es un intercambio en un solo exchange, y ese exchange ve los dos extremos.',
  'hiw.whyDirectTitle': 'Qué oculta un intercambio directo y qué no',
  'hiw.whyDirect1':
    'Un intercambio directo no te pide cuenta, identificación ni conectar tu billetera, y nuestros registros nunca guardan tus direcciones. El exchange recibe solo lo que el intercambio necesita: las monedas que envías y la dirección a la que pagar.',
  'hiw.whyDirect2':
    'No corta el rastro entre tus billeteras. El exchange ve tanto tu depósito como el pago que recibes, y en el registro público cualquiera que relacione ambos por cantidad y hora puede conectarlos.',
  'hiw.review3aPrivate':
    'Elegí la ruta privada: pasa por Monero y por dos plataformas de intercambio distintas.',
  'hiw.review3aDirect':
    'La página del pedido decía qué exchange hacía mi intercambio, y pude comprobar yo misma las condiciones firmadas.',
  'hiw.review3bDirect': 'Ninguna cuenta que hackear y ninguna billetera que conectar.',
};

export default es;
