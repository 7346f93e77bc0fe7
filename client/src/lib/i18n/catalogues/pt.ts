import type { MainMessages } from './en.js';

// Português (do Brasil, que é onde está a maior parte do público), tratamento por «você».

const pt: MainMessages = {
  'meta.title': 'Troque sem deixar rastros',
  'meta.description': 'Troque uma criptomoeda por outra sem conta e sem deixar rastros.',
  'meta.descriptionPrivate':
    'Troque uma criptomoeda por outra sem conta, direto ou por uma rota privada via Monero.',
  'meta.descriptionDirect': 'Troque uma criptomoeda por outra sem conta e sem documento.',
  'meta.pageTitle': '{page} – {site}',
  'meta.orderTitle':
    'Pedido {id} – {status, select, waiting {Aguardando o depósito} anonymizing {Anonimizando} confirming {Confirmando} swapping {Trocando} finishing {Finalizando} completed {Concluído} expired {Expirado} failed {Falhou} refunded {Reembolsado} verifying {Em análise} withheld {Não envie nada} other {Em andamento}}',

  'layout.skip': 'Pular para o conteúdo',
  'layout.brand': 'Sem deixar rastros',
  'layout.openMenu': 'Abrir menu',
  'layout.closeMenu': 'Fechar menu',
  'layout.menu': 'Menu',
  'layout.navMain': 'Principal',
  'layout.navFooter': 'Rodapé',
  'layout.swap': 'Trocar',
  'layout.howItWorks': 'Como funciona',
  'layout.token': 'Token',
  'layout.comingSoonBadge': 'em breve',
  'layout.comingSoonHidden': '(em breve)',
  'layout.buy': 'Comprar',
  'layout.stake': 'Staking',
  'layout.aboutCoinHeader': 'Sobre a moeda',
  'layout.aboutCoin': 'Sobre a moeda',
  'layout.whitepaper': 'Whitepaper',
  'layout.footerBlurb':
    'Troque sem deixar rastros: sem conta, sem KYC, sem conectar carteira. Suporte 24/7; uma troca leva cerca de {minutes} minutos.',
  'layout.socialAndSupport': 'Redes e suporte',
  'layout.microblog': 'Novidades no microblog',
  'layout.supportBot': 'Bot de suporte',
  'layout.copyright': '© 2022 Troque sem deixar rastros. Todos os direitos reservados.',
  'layout.sandbox':
    '<strong>SANDBOX</strong> Preços e pedidos são simulados; nenhum fundo real é movimentado.',
  'layout.languages': 'Idioma',
  'layout.notifications': 'Notificações',

  'home.title': 'Troque sem deixar rastros',
  'home.lead':
    'Suas moedas são trocadas por uma moeda de privacidade em uma exchange, transferidas para uma segunda exchange e lá trocadas pela moeda que você quer, de modo que não sobra nenhum vínculo rastreável entre a carteira de origem e a de destino.',
  'home.leadPrivate':
    'Escolha a rota privada e suas moedas são trocadas por Monero em uma exchange e, depois, de Monero pela moeda que você quer em uma segunda exchange, de modo que nenhuma das duas vê ao mesmo tempo seu depósito e seu endereço de recebimento. Uma oferta direta é uma troca feita por uma única exchange.',
  'home.leadDirect':
    'Cada troca é feita por uma única exchange, direto para a moeda que você quer, na melhor cotação que encontramos. Sem conta e sem documento.',
  'home.claimNoAccount': 'Sem conta, sem KYC, sem conectar carteira',
  'home.claimSupport': 'Suporte 24/7',
  'home.claimMinutes': 'Cerca de {minutes} minutos por troca',

  'lookup.form': 'Consultar pedido ({variant, select, desktop {computador} other {celular}})',
  'lookup.label': 'ID Houdini do seu pedido',
  'lookup.placeholder': 'Acompanhe um pedido pelo ID Houdini',

  'swap.form': 'Troca',
  'swap.sendCurrency': 'Moeda que você envia',
  'swap.receiveCurrency': 'Moeda que você recebe',
  'swap.youSend': 'Você envia',
  'swap.youReceive': 'Você recebe (estimativa)',
  'swap.direction': 'Inverter as moedas de envio e recebimento',
  'swap.address': 'Endereço da carteira de destino',
  'swap.addressPlaceholder': 'Seu endereço {coin}',
  'swap.note':
    'Observação: informe o endereço da sua própria carteira {coin}. Uma troca leva em média cerca de {minutes} minutos.',
  'swap.getQuote': 'Ver cotação',
  'swap.submit': 'TROCAR AGORA',
  'swap.offers': 'Ofertas dos nossos provedores',
  'swap.offerBest': '(a melhor)',
  'swap.offerFixed': 'Taxa fixa',
  'swap.offerFloating': 'Taxa flutuante',
  'swap.offerPolicyA': 'Classificação A: não retém depósitos sinalizados',
  'swap.offerPolicyB':
    'Classificação B: pode reter por pouco tempo um depósito sinalizado para verificação e depois faz a troca ou o reembolsa',
  'swap.offerPolicyC':
    'Classificação C: pode reter um depósito sinalizado até você responder às perguntas dele',
  'swap.offerPolicyD':
    'Classificação D: pode reter um depósito sinalizado até você comprovar sua identidade',
  'swap.offerPolicySource':
    'O que cada provedor faz com um depósito sinalizado pelas verificações dele (a classificação) e se os reembolsos exigem identificação é a leitura que o operador deste site faz dos termos publicados por esse provedor, não uma promessa do provedor.',
  'swap.offerRefundKyc': 'Reembolsos exigem identificação',
  'swap.offerRefundNoKyc': 'Reembolsos sem identificação',
  'swap.offerOutOfLine':
    'Muito acima de todas as outras ofertas: pode não ser cumprida. Escolha-a só se confiar neste provedor.',
  'swap.belowMarket': '{percent}% abaixo da cotação de mercado',
  'swap.aboveMarket': '{percent}% acima da cotação de mercado',
  'swap.marketOff':
    'Verificação de mercado desligada: nenhuma cotação de mercado é confiável agora, por isso não escolhemos nenhuma oferta por você. Compare as ofertas e escolha uma.',
  'swap.withheld':
    'Agora não é possível dar um preço: a oferta está muito acima da cotação de mercado e pode não ser cumprida. Tente de novo em alguns minutos.',
  'swap.pickAnOffer':
    'Não é possível verificar a cotação de mercado agora, por isso não escolhemos nenhuma oferta por você. Compare as ofertas, escolha uma e toque de novo em TROCAR AGORA.',
  'swap.marketStale':
    'A cotação de mercado não pode ser consultada agora: as ofertas são verificadas com a última cotação conhecida.',
  'swap.offerUnchecked': 'Não verificada com a cotação de mercado',
  'swap.privateTitle': 'Rota privada via Monero',
  'swap.privateExplain':
    'Duas exchanges, uma depois da outra: a primeira troca suas moedas por Monero e o envia à segunda, que manda a moeda que você quer; assim, nenhuma vê ao mesmo tempo seu depósito e seu endereço de recebimento. Cada oferta acima é uma troca feita por uma única exchange.',
  'swap.privateMinutes': 'cerca de {minutes} minutos',
  'swap.xmrRefundLabel': 'Endereço de reembolso em Monero (opcional)',
  'swap.xmrRefundHint':
    'Só para a rota privada: se a etapa 2 não conseguir concluir a troca, seus Monero voltam para este endereço. Sem ele, essa exchange pedirá um a você.',
  'swap.xmrRefundInvalid': 'Este não é um endereço de Monero válido.',
  'order.warning.deposit-high':
    'A corretora informa ter recebido mais que o dobro do valor combinado para este pedido. Nossa equipe de suporte já foi avisada.',
  'order.warning.payout-low':
    'A corretora informa um pagamento mais de 10% abaixo da estimativa. Nossa equipe de suporte já foi avisada.',
  'order.warning.payout-high':
    'A corretora informa um pagamento de mais que o dobro da estimativa. Nossa equipe de suporte já foi avisada.',
  'order.provider': 'Troca realizada por {provider}',
  'order.legsTitle': 'Sua rota privada',
  'order.legsIntro':
    'Dois provedores fazem esta troca, um após o outro, via Monero: nenhum vê ao mesmo tempo o seu depósito e o seu endereço de recebimento. Envie apenas para o endereço de depósito acima.',
  'order.legOne': 'Etapa 1: de {from} para {to} na {provider}',
  'order.legTwo': 'Etapa 2: de {from} para {to} na {provider}',
  'order.legPaysTo': 'Paga para',
  'order.legOneHeld':
    'Se esta etapa for retida, a {provider} fica com seus {coin}; o reembolso vai para o seu endereço de reembolso.',
  'order.legOneHeldNoRefund':
    'Se esta etapa for retida, a {provider} fica com seus {coin}; para o reembolso, a {provider} pedirá um endereço a você.',
  'order.legTwoHeld':
    'Se esta etapa for retida, a {provider} fica com os {coin}; o reembolso vai para o seu endereço de reembolso em Monero.',
  'order.legTwoHeldNoRefund':
    'Se esta etapa for retida, a {provider} fica com os {coin}; para o reembolso, a {provider} pedirá um endereço de Monero a você.',
  'swap.anonymizing': 'Anonimizando',
  'swap.placingOrder': 'Criando o pedido',
  'swap.fetchingPrice': 'Buscando preço',
  'swap.min': 'Mín.: {limit} {coin}',
  'swap.max': 'Máx.: {limit} {coin}',
  'swap.outOfRange': 'O provedor não troca este valor no momento. Peça uma nova cotação.',
  'swap.soon': 'em breve',
  'swap.rateAgeNow': 'Cotação atualizada agora',
  'swap.rateAgeSeconds': 'Cotação atualizada há {seconds} s',
  'swap.rateAgeMinutes': 'Cotação atualizada há {minutes} min',
  'swap.estimateMoved':
    'A estimativa mudou mais de {percent}% enquanto o formulário estava aberto: de {previous} para {next} {coin}. Clique em TROCAR AGORA de novo para trocar pela nova estimativa.',
  'swap.staleQuote':
    'As moedas ou o valor mudaram depois da última cotação. Esta é a estimativa atual para eles: clique em TROCAR AGORA para trocar por ela.',
  'swap.sameCoin': 'Escolha duas moedas diferentes para trocar.',
  'swap.invalidAmount': 'Digite o valor como um número simples, por exemplo 1,5',
  'swap.tag': 'Tag de destino (opcional)',
  'swap.tagHint':
    'Vai receber em uma exchange? Informe a tag que ela forneceu junto com seu endereço {coin}.',
  'swap.tagInvalid': 'A tag de destino só aceita dígitos, no máximo {max}.',
  'swap.refundAddress': 'Endereço de reembolso (opcional)',
  'swap.refundHint': 'Se a troca não puder ser feita, seus {coin} voltam para este endereço.',
  'swap.refundInvalid':
    'Este não é um endereço {coin} válido. O reembolso é pago na moeda que você envia.',
  'xrp.title': 'XRP: sem destination tag.',
  'xrp.body':
    'Esta troca envia XRP sem destination tag. Use um endereço XRP da sua própria carteira; um endereço que exige destination tag (como o endereço de depósito de uma exchange) não pode receber esta troca.',

  'notice.failureTitle': 'Algo deu errado.',
  'notice.copiedTitle': 'Pronto.',
  'notice.newQuoteTitle': 'Nova cotação',
  'notice.missingAmount': 'Informe o valor que você quer enviar.',
  'notice.missingAddress': 'Informe o endereço de destino.',
  'notice.invalidAddressTitle': 'Endereço inválido',
  'notice.invalidAddress': 'Informe um endereço de destino correto.',
  'notice.invalidIdTitle': 'ID inválido',
  'notice.contactSupportShort': 'Fale com o suporte',
  'notice.priceFailed': 'Não foi possível obter o preço',
  'notice.exchangeInvalidAddress': 'Endereço inválido',
  'notice.swapsPaused':
    'A rede Monero está com tempos de espera excessivamente longos. As trocas estão pausadas por enquanto; volte em breve.',
  'notice.ordersPaused':
    'As novas trocas estão pausadas por um momento. Nada foi criado; tente de novo em um minuto.',
  'notice.providerMismatch':
    'A exchange respondeu com dados que não correspondem ao seu pedido; por isso nenhum pedido foi criado e não há nada a enviar. Tente de novo ou escolha outro provedor.',
  'notice.contactSupport': 'Fale com a equipe de suporte.',
  'notice.rateLimited':
    '{what, select, prices {Muitas consultas de preço} orders {Muitos pedidos novos} status {Muitas consultas de status} other {Muitas solicitações}}. Aguarde um minuto e tente de novo.',
  'notice.pickTwoCoins': 'Escolha as duas moedas da troca.',
  'notice.formOutOfDate': 'O formulário está desatualizado: envie-o novamente.',
  'notice.idempotencyConflict':
    'Este formulário já foi enviado com outros dados. Recarregue a página e tente de novo.',
  'notice.orderUnconfirmed':
    'Não conseguimos confirmar se este pedido foi criado: a exchange pode tê-lo registrado. Não envie nada para ele nem faça o pedido de novo. Fale com o suporte e informe a referência {reference}.',
  'notice.badRequest':
    'Não foi possível processar a solicitação. Confira o formulário e tente de novo.',
  'notice.senderCopied': 'Endereço de depósito copiado.',
  'notice.receiverCopied': 'Endereço de destino copiado.',
  'notice.orderIdCopied': 'ID do pedido copiado.',
  'notice.tagCopied': 'Tag de destino copiada.',
  'notice.memoCopied': 'Memo copiado.',
  'notice.refundCopied': 'Endereço de reembolso copiado.',
  'notice.copyFailedTitle': 'Falha ao copiar',
  'notice.copyFailed':
    'Seu navegador bloqueou a área de transferência. Selecione o texto e copie manualmente.',
  'copy.label': 'Copiar {what}',
  'copy.selectHint':
    'Selecione o endereço para copiá-lo. Vários pagamentos menores, ou um valor diferente, podem atrasar a troca.',
  'copy.depositAddress': 'endereço de depósito',
  'copy.receivingAddress': 'endereço de destino',
  'copy.orderId': 'ID do pedido',
  'copy.destinationTag': 'tag de destino',
  'copy.memo': 'memo',
  'copy.refundAddress': 'endereço de reembolso',

  'order.loading': 'Carregando seu pedido…',
  'order.slowReply':
    'O serviço de troca está demorando a responder. Esta página consulta de novo a cada {seconds} segundos.',
  'order.invalidTitle': 'ID de pedido inválido',
  'order.invalidBody':
    'Um ID de pedido tem {length} caracteres: letras, números, - ou _. Confira o link que você seguiu ou peça ao suporte para localizar seu pedido.',
  'order.notFoundTitle': 'Pedido não encontrado',
  'order.notFoundBody':
    'Nenhum pedido tem este ID. Confira se você copiou o ID inteiro; se ainda assim não encontrar seu pedido, o suporte pode ajudar.',
  'order.unavailableTitle': 'Status do pedido indisponível',
  'order.unavailableBody':
    'No momento não conseguimos acessar o serviço de troca. Esta página tenta de novo a cada {seconds} segundos.',
  'order.idLabel': 'ID do pedido:',
  'order.newSwap': 'Iniciar uma nova troca',
  'order.title': 'Página do pedido',
  'order.stale': 'Problema de conexão: exibindo o último status conhecido. Tentando de novo…',
  'order.yourSwap': 'Sua troca',
  'order.send': 'Envio',
  'order.receive': 'Recebimento',
  'order.withdrawn': 'Prazo de depósito encerrado: não envie nada',
  'order.deposit': 'Depósito',
  'order.sandbox':
    '<strong>SANDBOX</strong> Este pedido é simulado: não envie nada para este endereço. Nenhum fundo real é movimentado e nada chegaria.',
  'order.instruction': 'Envie <strong>{amount}</strong> em uma única transação para este endereço:',
  'order.copyHint':
    'Clique no endereço para copiá-lo. Vários pagamentos menores, ou um valor diferente, podem atrasar a troca.',
  'order.qr': 'QR code do endereço de depósito {coin}',
  'order.expired':
    'Este pedido expirou antes da chegada de um depósito. Não envie nada para o endereço dele; <link>inicie uma nova troca</link>.',
  'order.completed': 'Troca concluída: suas moedas foram enviadas para o seu endereço de destino.',
  'order.failed':
    'Esta troca falhou. Fale com o suporte informando seu ID Houdini e vamos resolver.',
  'order.received': 'Depósito recebido. Não é preciso enviar mais nada: a troca está em andamento.',
  'order.depositAddress': 'Endereço de depósito:',
  'order.closed': 'O prazo de depósito foi encerrado: não envie nada para este endereço.',
  'order.closedHint':
    'Se você já enviou o depósito, mantenha esta página aberta: ela avança assim que o depósito for detectado. Caso contrário, fale com o suporte informando seu ID Houdini ou inicie uma nova troca.',
  'order.mismatch':
    'Não envie nada para este pedido: a resposta mais recente da exchange não corresponde ao que você pediu.',
  'order.mismatchHint':
    'O endereço de depósito fica retido até que isso seja esclarecido. Se você já enviou fundos, fale com o suporte e informe o ID do pedido: {orderId}',
  'order.mismatchWithdrawn': 'Retido: não envie nada',
  'order.progress': 'Andamento do pedido',
  'order.step0': 'Pedido recebido',
  'order.step1': 'Anonimizando',
  'order.step1Confirming': 'Confirmando',
  'order.step2': 'Trocando',
  'order.step3': 'Concluído',
  'order.statePending': '(não iniciado)',
  'order.stateActive': '(em andamento)',
  'order.stateComplete': '(concluído)',
  'order.stateInactive': '(interrompido)',
  'order.tracking': 'Acompanhamento',
  'order.houdiniId': 'ID Houdini',
  'order.created': 'Criada em',
  'order.sendBy': 'Enviar até',
  'order.utcTime': '{time} UTC',
  'order.support': 'Suporte',
  'order.supportArrive':
    'Suas moedas costumam chegar cerca de {minutes} minutos depois que o depósito é detectado. Mantenha esta página aberta ou salve-a nos favoritos para acompanhar o pedido.',
  'order.supportQuestions': 'Dúvidas? O suporte responde 24/7; tenha seu ID Houdini em mãos.',
  'order.contactSupport': 'Falar com o suporte',
  'order.destinationTag': 'Tag de destino',
  'order.memo': 'Memo',
  'order.memoWarning': 'Inclua este dado no seu depósito: sem ele, o depósito se perde.',
  'order.qrTag': 'QR code do endereço de depósito {coin} com a tag de destino',
  'order.refundAddress': 'Endereço de reembolso',
  'sendBy.notReceived': 'Ainda não recebido',
  'sendBy.received': 'Recebido',
  'sendBy.completed': 'Pedido concluído',
  'sendBy.expired': 'Expirado',
  'sendBy.failed': 'Falhou',
  'status.0': 'Aguardando o depósito',
  'status.1': 'Recebido, anonimizando',
  'status.1Confirming': 'Recebido, confirmando',
  'status.2': 'Trocando',
  'status.3': 'Finalizando',
  'status.4': 'Pedido concluído',
  'status.5': 'Expirado',
  'status.6': 'Falhou',
  'status.7': 'Reembolsado',
  'status.8':
    'Em espera: o provedor está verificando esta troca; contate o suporte com o ID do seu pedido',
  'order.refundedToAddress': 'Reembolsado para o seu endereço de reembolso',
  'order.refundedNoAddress':
    'Reembolsado. Nenhum endereço de reembolso foi informado: pergunte ao suporte, com o ID do seu pedido, para onde o reembolso foi enviado.',
  'order.stateHeld': '(em espera)',
  'order.stateRefunded': '(não realizado: reembolsado)',
  'order.stateWithheld': '(interrompido: não envie nada)',
  'order.refundedWithdrawn': 'Reembolsado: nada a enviar',
  'order.refundedHint':
    'Seu depósito chegou e foi devolvido, então esta troca não será feita. Não envie mais nada para este pedido; se ainda quiser trocar, comece uma nova troca.',
  'order.onHoldHint':
    'Seu depósito já chegou: não envie mais nada. A troca continua assim que a análise terminar.',

  'recent.title': 'Seus pedidos recentes neste dispositivo',
  'recent.storageRefused': 'Este navegador não permitiu alterar o armazenamento.',
  'recent.forgotten': 'Pedido {id} esquecido.',
  'recent.emptyRemember': 'Os pedidos que você criar ou abrir neste navegador aparecerão aqui.',
  'recent.emptyOff': 'Os pedidos não são lembrados neste dispositivo.',
  'recent.rememberOn': 'Os pedidos serão lembrados neste dispositivo.',
  'recent.rememberOff': 'Pedidos esquecidos; eles não são mais lembrados neste dispositivo.',
  'recent.remember': 'Lembrar pedidos neste dispositivo',
  'recent.forgetAll': 'Esquecer todos',
  'recent.allForgotten': 'Todos os pedidos foram esquecidos.',
  'recent.note': 'Guardadas apenas neste navegador; nunca são enviadas para nós.',
  'recent.pair': '{sendAmount} {sendCoin} por {receiveAmount} {receiveCoin}',
  'recent.forgetOrder': 'Esquecer o pedido {id}',
  'recent.forget': 'Esquecer',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'Não há nada neste endereço. Confira o link ou inicie uma nova troca.',
  'notFound.home': 'Ir para Trocar',
  'error.title': 'Não foi possível exibir esta página',
  'error.body':
    'Recarregue a página. Se o problema continuar, nossa equipe de suporte pode ajudar.',
  'error.reload': 'Recarregar',

  'slider.slide': '{index} de {count}',
  'slider.pages': '{label}: páginas',
  'slider.show': '{item, select, review {Mostrar avaliação {index}} other {Mostrar etapa {index}}}',
  'slider.previous': '{item, select, review {Avaliação anterior} other {Etapa anterior}}',
  'slider.next': '{item, select, review {Próxima avaliação} other {Próxima etapa}}',

  // the order's proof (transactions, signed documents, support message) and /verify
  'proof.heading': 'Prova deste pedido',
  'proof.transactions': 'Transações',
  'proof.depositTx': 'Transação de depósito',
  'proof.payoutTx': 'Transação de pagamento',
  'proof.refundTx': 'Transação de reembolso',
  'proof.explorerNote':
    'Cole um hash no explorador de blocos que preferir: esta página não abre nenhum.',
  'proof.documents': 'Documentos assinados',
  'proof.guarantee': 'Garantia: o que foi prometido',
  'proof.receipt': 'Recibo: o que aconteceu',
  'proof.signature': 'assinatura',
  'proof.publicKey': 'A chave pública que assinou a garantia',
  'proof.receiptKey': 'A chave pública que assinou o recibo',
  'proof.verifyLink': 'Como verificar este site, e o que ele guarda e por quanto tempo',
  'proof.supportMessage': 'Mensagem para o suporte',
  'proof.supportMessageHint':
    'Envie isto ao suporte: identifica o seu pedido e nada mais. Está em inglês, com datas do calendário gregoriano em UTC, como o suporte lê.',
  'proof.slowNotice': 'Esta troca está demorando muito mais do que o normal:',
  'proof.copyMessage': 'Copiar a mensagem',
  'copy.transactionHash': 'hash da transação',
  'copy.supportMessage': 'mensagem para o suporte',
  'notice.hashCopied': 'Hash da transação copiado.',
  'notice.supportMessageCopied': 'Mensagem para o suporte copiada.',
  // the script-free order page
  'order.refreshNote':
    'Esta página não recarrega sozinha enquanto aguarda o seu depósito, para que o endereço continue selecionado.',
  'order.checkStatus': 'Verificar status',
  'order.refreshOn': 'Recarregar a cada {seconds} segundos',
  'order.refreshOff': 'Parar de recarregar',
};

export default pt;
