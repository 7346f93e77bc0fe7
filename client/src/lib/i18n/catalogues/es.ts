import type { MainMessages } from './en.js';

// Español (neutro, para Latinoamérica y España). Tratamiento de «tú», como en la mayoría de
// los servicios cripto en español.

const es: MainMessages = {
  'meta.title': 'Intercambia sin dejar rastro',
  'meta.description': 'Intercambia una criptomoneda por otra sin cuenta y sin dejar rastro.',
  'meta.descriptionPrivate':
    'Intercambia una criptomoneda por otra sin cuenta, directamente o por una ruta privada a través de Monero.',
  'meta.descriptionDirect':
    'Intercambia una criptomoneda por otra sin cuenta y sin identificación.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Pedido {id} – {status, select, waiting {Esperando el depósito} anonymizing {Anonimizando} confirming {Confirmando} swapping {Intercambiando} finishing {Finalizando} completed {Completado} expired {Caducado} failed {Fallido} refunded {Reembolsado} verifying {En revisión} withheld {No envíes nada} other {En curso}}',

  'layout.skip': 'Ir al contenido',
  'layout.brand': 'Sin dejar rastro',
  'layout.openMenu': 'Abrir menú',
  'layout.closeMenu': 'Cerrar menú',
  'layout.menu': 'Menú',
  'layout.navMain': 'Principal',
  'layout.navFooter': 'Pie de página',
  'layout.swap': 'Intercambiar',
  'layout.howItWorks': 'Cómo funciona',
  'layout.token': 'Token',
  'layout.comingSoonBadge': 'próximamente',
  'layout.comingSoonHidden': '(próximamente)',
  'layout.buy': 'Comprar',
  'layout.stake': 'Staking',
  'layout.aboutCoinHeader': 'Sobre la moneda',
  'layout.aboutCoin': 'Sobre la moneda',
  'layout.whitepaper': 'Whitepaper',
  'layout.footerBlurb':
    'Intercambia sin dejar rastro: sin cuenta, sin KYC, sin conectar tu billetera. Soporte 24/7; un intercambio tarda unos {minutes} minutos.',
  'layout.socialAndSupport': 'Redes y soporte',
  'layout.microblog': 'Novedades en el microblog',
  'layout.supportBot': 'Bot de soporte',
  'layout.copyright': '© 2022 Intercambia sin dejar rastro. Todos los derechos reservados.',
  'layout.sandbox':
    '<strong>SANDBOX</strong> Los precios y los pedidos son simulados; no se mueven fondos reales.',
  'layout.languages': 'Idioma',
  'layout.notifications': 'Notificaciones',

  'home.title': 'Intercambia sin dejar rastro',
  'home.lead':
    'Tus monedas se cambian por una moneda de privacidad en un exchange, pasan a un segundo exchange y allí se cambian por la moneda que quieres, de modo que no queda ningún vínculo rastreable entre la billetera de origen y la de destino.',
  'home.leadPrivate':
    'Elige la ruta privada y tus monedas se cambian a Monero en un exchange y, desde Monero, a la moneda que quieres en un segundo exchange, de modo que ninguno de los dos ve a la vez tu depósito y tu dirección de destino. Una oferta directa es un intercambio en un solo exchange.',
  'home.leadDirect':
    'Cada intercambio lo realiza un solo exchange, directamente a la moneda que quieres y al mejor tipo de cambio que encontramos. No necesitas cuenta ni identificación.',
  'home.claimNoAccount': 'Sin cuenta, sin KYC, sin conectar tu billetera',
  'home.claimSupport': 'Soporte 24/7',
  'home.claimMinutes': 'Unos {minutes} minutos por intercambio',

  'lookup.form': 'Buscar un pedido ({variant, select, desktop {escritorio} other {móvil}})',
  'lookup.label': 'ID Houdini de tu pedido',
  'lookup.placeholder': 'Sigue un pedido con su ID Houdini',

  'swap.form': 'Intercambio',
  'swap.sendCurrency': 'Moneda que envías',
  'swap.receiveCurrency': 'Moneda que recibes',
  'swap.youSend': 'Envías',
  'swap.youReceive': 'Recibirás (aprox.)',
  'swap.direction': 'Invertir las monedas de envío y recepción',
  'swap.address': 'Dirección de la billetera de destino',
  'swap.addressPlaceholder': 'Tu dirección de {coin}',
  'swap.note':
    'Nota: introduce la dirección de tu propia billetera de {coin}. Un intercambio tarda de media unos {minutes} minutos.',
  'swap.getQuote': 'Obtener cotización',
  'swap.submit': 'INTERCAMBIAR',
  'swap.offers': 'Ofertas de nuestros proveedores',
  'swap.offerBest': '(la mejor)',
  'swap.offerFixed': 'Tasa fija',
  'swap.offerFloating': 'Tasa variable',
  'swap.offerPolicyA': 'Calificación A: no retiene depósitos marcados',
  'swap.offerPolicyB':
    'Calificación B: puede retener brevemente un depósito marcado para revisarlo y luego hace el intercambio o lo reembolsa',
  'swap.offerPolicyC':
    'Calificación C: puede retener un depósito marcado hasta que respondas a sus preguntas',
  'swap.offerPolicyD':
    'Calificación D: puede retener un depósito marcado hasta que acredites tu identidad',
  'swap.offerPolicySource':
    'Lo que cada proveedor hace con un depósito que marcan sus controles (la calificación) y si los reembolsos exigen identificación es la lectura que hace el operador de este sitio de las condiciones publicadas por ese proveedor, no una promesa del proveedor.',
  'swap.offerRefundKyc': 'Reembolsos con verificación de identidad',
  'swap.offerRefundNoKyc': 'Reembolsos sin verificación de identidad',
  'swap.offerOutOfLine':
    'Muy por encima de las demás ofertas: puede que no se cumpla. Elígela solo si confías en este proveedor.',
  'swap.belowMarket': '{percent} % por debajo del precio de mercado',
  'swap.aboveMarket': '{percent} % por encima del precio de mercado',
  'swap.marketOff':
    'Comprobación de mercado desactivada: ahora no hay ningún precio de mercado fiable, así que no elegimos ninguna oferta por ti. Compara las ofertas y elige una.',
  'swap.withheld':
    'Ahora no se puede dar un precio: la oferta está muy por encima del precio de mercado y puede que no se cumpla. Vuelve a intentarlo en unos minutos.',
  'swap.pickAnOffer':
    'Ahora no se puede comprobar el precio de mercado, así que no elegimos ninguna oferta por ti. Compara las ofertas, elige una y pulsa de nuevo INTERCAMBIAR.',
  'swap.marketStale':
    'Ahora no se puede consultar el precio de mercado: las ofertas se comprueban con el último precio conocido.',
  'swap.offerUnchecked': 'Sin comprobar con el precio de mercado',
  'swap.privateTitle': 'Ruta privada a través de Monero',
  'swap.privateExplain':
    'Dos exchanges, uno tras otro: el primero cambia tus monedas a Monero y lo envía al segundo, que te manda la moneda que quieres; así ninguno ve a la vez tu depósito y tu dirección de destino. Cada oferta de arriba es un intercambio en un solo exchange.',
  'swap.privateMinutes': 'unos {minutes} minutos',
  'swap.xmrRefundLabel': 'Dirección de reembolso de Monero (opcional)',
  'swap.xmrRefundHint':
    'Solo para la ruta privada: si el segundo tramo no puede completar el intercambio, tus Monero se devuelven a esta dirección. Si no indicas ninguna, ese exchange te pedirá una.',
  'swap.xmrRefundInvalid': 'No es una dirección de Monero válida.',
  'order.warning.deposit-high':
    'El exchange informa de que ha recibido más del doble del importe acordado para este pedido. Nuestro equipo de soporte ya está avisado.',
  'order.warning.payout-low':
    'El exchange informa de un pago más de un 10 % inferior a la estimación. Nuestro equipo de soporte ya está avisado.',
  'order.warning.payout-high':
    'El exchange informa de un pago de más del doble de la estimación. Nuestro equipo de soporte ya está avisado.',
  'order.provider': 'Intercambio realizado por {provider}',
  'order.legsTitle': 'Tu ruta privada',
  'order.legsIntro':
    'Dos proveedores hacen este intercambio, uno tras otro, a través de Monero: ninguno ve a la vez tu depósito y tu dirección de recepción. Envía solo a la dirección de depósito de arriba.',
  'order.legOne': 'Tramo uno: de {from} a {to} con {provider}',
  'order.legTwo': 'Tramo dos: de {from} a {to} con {provider}',
  'order.legPaysTo': 'Paga a',
  'order.legOneHeld':
    'Si este tramo queda retenido, {provider} conserva tus {coin}; el reembolso va a tu dirección de reembolso.',
  'order.legOneHeldNoRefund':
    'Si este tramo queda retenido, {provider} conserva tus {coin}; para el reembolso, {provider} te pedirá una dirección.',
  'order.legTwoHeld':
    'Si este tramo queda retenido, {provider} conserva los {coin}; el reembolso va a tu dirección de reembolso de Monero.',
  'order.legTwoHeldNoRefund':
    'Si este tramo queda retenido, {provider} conserva los {coin}; para el reembolso, {provider} te pedirá una dirección de Monero.',
  'swap.anonymizing': 'Anonimizando',
  'swap.placingOrder': 'Creando el pedido',
  'swap.fetchingPrice': 'Consultando precio',
  'swap.min': 'Mín.: {limit} {coin}',
  'swap.max': 'Máx.: {limit} {coin}',
  'swap.outOfRange':
    'El proveedor no intercambia esta cantidad en este momento. Obtén una nueva cotización.',
  'swap.soon': 'pronto',
  'swap.rateAgeNow': 'Tasa actualizada ahora mismo',
  'swap.rateAgeSeconds': 'Tasa actualizada hace {seconds} s',
  'swap.rateAgeMinutes': 'Tasa actualizada hace {minutes} min',
  'swap.estimateMoved':
    'La estimación cambió más de un {percent} % mientras el formulario estaba abierto: de {previous} a {next} {coin}. Pulsa INTERCAMBIAR otra vez para intercambiar con la nueva estimación.',
  'swap.staleQuote':
    'Las monedas o la cantidad cambiaron después de la última cotización. Esta es la estimación actual para ellas: pulsa INTERCAMBIAR para hacer el intercambio a este valor.',
  'swap.sameCoin': 'Elige dos monedas distintas para intercambiar.',
  'swap.invalidAmount': 'Escribe la cantidad como un número simple, por ejemplo 1,5',
  'swap.tag': 'Etiqueta de destino (opcional)',
  'swap.tagHint':
    '¿Recibes en un exchange? Escribe la etiqueta que te dio junto con tu dirección de {coin}.',
  'swap.tagInvalid': 'La etiqueta de destino solo admite dígitos, como máximo {max}.',
  'swap.refundAddress': 'Dirección de reembolso (opcional)',
  'swap.refundHint': 'Si el intercambio no puede realizarse, tus {coin} vuelven a esta dirección.',
  'swap.refundInvalid':
    'No es una dirección de {coin} válida. El reembolso se paga en la moneda que envías.',
  'xrp.title': 'XRP: sin etiqueta de destino.',
  'xrp.body':
    'Este intercambio envía XRP sin etiqueta de destino (destination tag). Usa una dirección XRP de tu propia billetera; una dirección que requiera etiqueta de destino (como la dirección de depósito de un exchange) no puede recibir este intercambio.',

  'notice.failureTitle': 'Algo salió mal.',
  'notice.copiedTitle': 'Listo.',
  'notice.newQuoteTitle': 'Nueva cotización',
  'notice.missingAmount': 'Introduce la cantidad que quieres enviar.',
  'notice.missingAddress': 'Introduce la dirección de destino.',
  'notice.invalidAddressTitle': 'Dirección no válida',
  'notice.invalidAddress': 'Introduce una dirección de destino correcta.',
  'notice.invalidIdTitle': 'ID no válido',
  'notice.contactSupportShort': 'Contacta con soporte',
  'notice.priceFailed': 'No se pudo obtener el precio',
  'notice.exchangeInvalidAddress': 'Dirección no válida',
  'notice.swapsPaused':
    'La red de Monero tiene tiempos de espera excesivamente largos. Los intercambios están en pausa por ahora; vuelve a intentarlo pronto.',
  'notice.ordersPaused':
    'Los nuevos intercambios están en pausa por un momento. No se ha creado nada; vuelve a intentarlo en un minuto.',
  'notice.providerMismatch':
    'El exchange respondió con datos que no coinciden con tu pedido, así que no se creó ningún pedido y no hay nada que enviar. Vuelve a intentarlo o elige otro proveedor.',
  'notice.contactSupport': 'Contacta con el equipo de soporte.',
  'notice.rateLimited':
    '{what, select, prices {Demasiadas consultas de precio} orders {Demasiados pedidos nuevos} status {Demasiadas consultas de estado} other {Demasiadas solicitudes}}. Espera un minuto y vuelve a intentarlo.',
  'notice.pickTwoCoins': 'Elige las dos monedas del intercambio.',
  'notice.formOutOfDate': 'El formulario está desactualizado: envíalo de nuevo.',
  'notice.idempotencyConflict':
    'Este formulario ya se envió con otros datos. Recarga la página y vuelve a intentarlo.',
  'notice.orderUnconfirmed':
    'No hemos podido confirmar si este pedido se creó: es posible que el exchange lo tenga. No envíes nada para él ni vuelvas a hacer el pedido. Contacta con soporte e indica la referencia {reference}.',
  'notice.badRequest':
    'No se pudo procesar la solicitud. Revisa el formulario y vuelve a intentarlo.',
  'notice.senderCopied': 'Dirección de depósito copiada.',
  'notice.receiverCopied': 'Dirección de destino copiada.',
  'notice.orderIdCopied': 'ID del pedido copiado.',
  'notice.tagCopied': 'Etiqueta de destino copiada.',
  'notice.memoCopied': 'Memo copiado.',
  'notice.refundCopied': 'Dirección de reembolso copiada.',
  'notice.copyFailedTitle': 'No se pudo copiar',
  'notice.copyFailed':
    'Tu navegador bloqueó el portapapeles. Selecciona el texto y cópialo manualmente.',
  'copy.label': 'Copiar {what}',
  'copy.selectHint':
    'Selecciona la dirección para copiarla. Varios pagos más pequeños, o una cantidad distinta, pueden retrasar el intercambio.',
  'copy.depositAddress': 'dirección de depósito',
  'copy.receivingAddress': 'dirección de destino',
  'copy.orderId': 'ID del pedido',
  'copy.destinationTag': 'etiqueta de destino',
  'copy.memo': 'memo',
  'copy.refundAddress': 'dirección de reembolso',

  'order.loading': 'Cargando tu pedido…',
  'order.slowReply':
    'El servicio de intercambio tarda en responder. Esta página vuelve a consultar cada {seconds} segundos.',
  'order.invalidTitle': 'ID de pedido no válido',
  'order.invalidBody':
    'Un ID de pedido tiene {length} caracteres: letras, cifras, - o _. Revisa el enlace que seguiste o pide a soporte que busque tu pedido.',
  'order.notFoundTitle': 'Pedido no encontrado',
  'order.notFoundBody':
    'Ningún pedido tiene este ID. Comprueba que copiaste el ID completo; si aun así no encuentras tu pedido, soporte puede ayudarte.',
  'order.unavailableTitle': 'Estado del pedido no disponible',
  'order.unavailableBody':
    'Ahora mismo no podemos contactar con el servicio de intercambio. Esta página lo vuelve a intentar cada {seconds} segundos.',
  'order.idLabel': 'ID del pedido:',
  'order.newSwap': 'Empezar un nuevo intercambio',
  'order.title': 'Página del pedido',
  'order.stale': 'Problemas de conexión: se muestra el último estado conocido. Reintentando…',
  'order.yourSwap': 'Tu intercambio',
  'order.send': 'Envías',
  'order.receive': 'Recibes',
  'order.withdrawn': 'Plazo de depósito cerrado: no envíes nada',
  'order.deposit': 'Depósito',
  'order.sandbox':
    '<strong>SANDBOX</strong> Este pedido es simulado: no envíes nada a esta dirección. No se mueven fondos reales y no llegaría nada.',
  'order.instruction': 'Envía <strong>{amount}</strong> en una sola transacción a esta dirección:',
  'order.copyHint':
    'Haz clic en la dirección para copiarla. Varios pagos más pequeños, o una cantidad distinta, pueden retrasar el intercambio.',
  'order.qr': 'Código QR de la dirección de depósito de {coin}',
  'order.expired':
    'Este pedido caducó antes de que llegara un depósito. No envíes nada a su dirección; <link>empieza un nuevo intercambio</link>.',
  'order.completed': 'Intercambio completado: tus monedas se enviaron a tu dirección de destino.',
  'order.failed':
    'Este intercambio falló. Contacta con soporte indicando tu ID Houdini y lo resolveremos.',
  'order.received':
    'Depósito recibido. No tienes que enviar nada más: el intercambio está en marcha.',
  'order.depositAddress': 'Dirección de depósito:',
  'order.closed': 'El plazo de depósito se cerró: no envíes nada a esta dirección.',
  'order.closedHint':
    'Si ya enviaste el depósito, mantén esta página abierta: avanzará en cuanto se detecte. Si no, contacta con soporte indicando tu ID Houdini o empieza un nuevo intercambio.',
  'order.mismatch':
    'No envíes nada a este pedido: la última respuesta del exchange no coincide con lo que pediste.',
  'order.mismatchHint':
    'La dirección de depósito queda retenida hasta que se aclare. Si ya enviaste fondos, contacta con soporte e indica tu ID de pedido: {orderId}',
  'order.mismatchWithdrawn': 'Retenida: no envíes nada',
  'order.progress': 'Progreso del pedido',
  'order.step0': 'Pedido recibido',
  'order.step1': 'Anonimizando',
  'order.step1Confirming': 'Confirmando',
  'order.step2': 'Intercambiando',
  'order.step3': 'Listo',
  'order.statePending': '(sin empezar)',
  'order.stateActive': '(en curso)',
  'order.stateComplete': '(completado)',
  'order.stateInactive': '(detenido)',
  'order.tracking': 'Seguimiento',
  'order.houdiniId': 'ID Houdini',
  'order.created': 'Creado',
  'order.sendBy': 'Enviar antes de',
  'order.utcTime': '{time} UTC',
  'order.support': 'Soporte',
  'order.supportArrive':
    'Tus monedas suelen llegar unos {minutes} minutos después de que se detecte tu depósito. Mantén esta página abierta o guárdala en marcadores para seguir el pedido.',
  'order.supportQuestions': '¿Preguntas? Soporte responde 24/7; ten a mano tu ID Houdini.',
  'order.contactSupport': 'Contactar con soporte',
  'order.destinationTag': 'Etiqueta de destino',
  'order.memo': 'Memo',
  'order.memoWarning': 'Añade este dato a tu depósito: sin él, el depósito se pierde.',
  'order.qrTag': 'Código QR de la dirección de depósito de {coin} con su etiqueta de destino',
  'order.refundAddress': 'Dirección de reembolso',
  'sendBy.notReceived': 'Aún no recibido',
  'sendBy.received': 'Recibido',
  'sendBy.completed': 'Pedido completado',
  'sendBy.expired': 'Caducado',
  'sendBy.failed': 'Fallido',
  'status.0': 'Esperando el depósito',
  'status.1': 'Recibido, anonimizando',
  'status.1Confirming': 'Recibido, confirmando',
  'status.2': 'Intercambiando',
  'status.3': 'Finalizando',
  'status.4': 'Pedido completado',
  'status.5': 'Caducado',
  'status.6': 'Fallido',
  'status.7': 'Reembolsado',
  'status.8':
    'En espera: el proveedor está revisando este intercambio; contacta con soporte indicando el ID de tu pedido',
  'order.refundedToAddress': 'Reembolsado a tu dirección de reembolso',
  'order.refundedNoAddress':
    'Reembolsado. No indicaste ninguna dirección de reembolso: pregunta a soporte, con el ID de tu pedido, adónde se envió el reembolso.',
  'order.stateHeld': '(en espera)',
  'order.stateRefunded': '(no realizado: reembolsado)',
  'order.stateWithheld': '(detenido: no envíes nada)',
  'order.refundedWithdrawn': 'Reembolsado: no hay nada que enviar',
  'order.refundedHint':
    'Tu depósito llegó y se te devolvió, así que este intercambio no se realizará. No envíes nada más a este pedido; si aún quieres intercambiar, empieza un intercambio nuevo.',
  'order.onHoldHint':
    'Tu depósito ya llegó: no envíes nada más. El intercambio continuará cuando termine la revisión.',

  'recent.title': 'Tus pedidos recientes en este dispositivo',
  'recent.storageRefused': 'Este navegador no permitió modificar su almacenamiento.',
  'recent.forgotten': 'Pedido {id} olvidado.',
  'recent.emptyRemember': 'Aquí aparecerán los pedidos que crees o abras en este navegador.',
  'recent.emptyOff': 'Los pedidos no se recuerdan en este dispositivo.',
  'recent.rememberOn': 'Los pedidos se recordarán en este dispositivo.',
  'recent.rememberOff': 'Pedidos olvidados; ya no se recuerdan en este dispositivo.',
  'recent.remember': 'Recordar pedidos en este dispositivo',
  'recent.forgetAll': 'Olvidar todos',
  'recent.allForgotten': 'Todos los pedidos olvidados.',
  'recent.note': 'Se guardan solo en este navegador; nunca se nos envían.',
  'recent.pair': '{sendAmount} {sendCoin} a {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': 'Olvidar el pedido {id}',
  'recent.forget': 'Olvidar',

  'notFound.title': 'Página no encontrada',
  'notFound.body':
    'No hay nada en esta dirección. Revisa el enlace o empieza un nuevo intercambio.',
  'notFound.home': 'Ir a Intercambiar',
  'error.title': 'No se pudo mostrar esta página',
  'error.body': 'Recarga la página. Si vuelve a ocurrir, nuestro equipo de soporte puede ayudarte.',
  'error.reload': 'Recargar',

  'slider.slide': '{index} de {count}',
  'slider.pages': '{label}: páginas',
  'slider.show': '{item, select, review {Ver opinión {index}} other {Ver etapa {index}}}',
  'slider.previous': '{item, select, review {Opinión anterior} other {Etapa anterior}}',
  'slider.next': '{item, select, review {Opinión siguiente} other {Etapa siguiente}}',

  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Prueba de este pedido',
  'proof.transactions': 'Transacciones',
  'proof.depositTx': 'Transacción de depósito',
  'proof.payoutTx': 'Transacción de pago',
  'proof.refundTx': 'Transacción de reembolso',
  'proof.explorerNote':
    'Pega un hash en el explorador de bloques que elijas: esta página no abre ninguno.',
  'proof.documents': 'Documentos firmados',
  'proof.guarantee': 'Garantía: lo prometido',
  'proof.receipt': 'Recibo: lo ocurrido',
  'proof.signature': 'firma',
  'proof.publicKey': 'La clave pública que firmó la garantía',
  'proof.receiptKey': 'La clave pública que firmó el recibo',
  'proof.verifyLink': 'Cómo verificar este sitio, y qué conserva y durante cuánto tiempo',
  'proof.supportMessage': 'Mensaje para el soporte',
  'proof.supportMessageHint':
    'Envía esto al soporte: indica tu pedido y nada más. Está en inglés, con fechas del calendario gregoriano en UTC, como lo lee el soporte.',
  'proof.slowNotice': 'Este intercambio tarda mucho más de lo habitual:',
  'proof.copyMessage': 'Copiar el mensaje',
  'copy.transactionHash': 'hash de la transacción',
  'copy.supportMessage': 'mensaje para el soporte',
  'notice.hashCopied': 'Hash de la transacción copiado.',
  'notice.supportMessageCopied': 'Mensaje para el soporte copiado.',
  // the script-free order page
  'order.refreshNote':
    'Esta página no se recarga sola mientras espera tu depósito, para que la dirección siga seleccionada.',
  'order.checkStatus': 'Comprobar estado',
  'order.refreshOn': 'Recargar cada {seconds} segundos',
  'order.refreshOff': 'Dejar de recargar',
};

export default es;
