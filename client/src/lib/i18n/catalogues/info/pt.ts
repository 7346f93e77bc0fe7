import type { InfoMessages } from './en.js';

const pt: InfoMessages = {
  'hiw.title': 'Como funciona',
  'hiw.lede':
    'Sem conta, sem conectar carteira, sem documento. Suas moedas fazem um desvio por Monero e por duas exchanges independentes e chegam à sua carteira sem nenhum vínculo público com a origem. A maioria das trocas leva cerca de {minutes} minutos; o suporte está disponível 24/7.',
  'hiw.ledePrivate':
    'Sem conta, sem conectar carteira, sem documento. Na rota privada, suas moedas fazem um desvio por Monero e por duas exchanges independentes, e nenhuma delas vê as duas pontas da sua troca; uma oferta direta é uma troca feita por uma única exchange. A maioria das trocas leva cerca de {minutes} minutos; o suporte está disponível 24/7.',
  'hiw.ledeDirect':
    'Sem conta, sem conectar carteira, sem documento. Uma única exchange troca suas moedas direto pela moeda que você quer e as envia para sua carteira. A maioria das trocas leva cerca de {minutes} minutos; o suporte está disponível 24/7.',
  'hiw.guideTitle': 'Troque em seis passos',
  'hiw.stepOf': '{index} de {count}',
  'hiw.resume': 'Retomar o guia',
  'hiw.pause': 'Pausar o guia',
  'hiw.previousStep': 'Passo anterior',
  'hiw.nextStep': 'Próximo passo',
  'hiw.steps': 'Passos',
  'hiw.goToStep': 'Ir para o passo {index}: {head}',
  'hiw.stepLabel': 'Passo {index}',
  'hiw.ofCount': 'de {count}',
  'hiw.messageSupport': 'Mandar mensagem ao suporte',
  'hiw.step1Head': 'Escolha o par',
  'hiw.step1Desc':
    'Escolha a moeda que você quer enviar e a que quer receber. Qualquer combinação das moedas aceitas funciona, em qualquer direção.',
  'hiw.step2Head': 'Informe o valor',
  'hiw.step2Desc':
    'Digite quanto você quer enviar. Reunimos as cotações de várias exchanges, escolhemos a rota mais barata e mostramos quanto você pode esperar receber.',
  'hiw.step3Head': 'Adicione o endereço de destino',
  'hiw.step3Desc':
    'Cole o endereço da carteira que deve receber as novas moedas. Ele precisa seguir o formato da moeda recebida: um endereço ETH começa com 0x, por exemplo. Nós o verificamos antes de criar o pedido.',
  'hiw.step4Head': 'Envie o depósito',
  'hiw.step4Desc':
    'A página do seu pedido mostra um endereço de depósito criado para esta troca. Envie para ele o valor exato, em uma única transação, de uma carteira que você controla, e não de uma conta de exchange.',
  'hiw.step5Head': 'Pronto',
  'hiw.step5Desc':
    'É só isso. Mantenha a página do pedido aberta, ou salve o link, para acompanhar suas moedas em cada etapa até a chegada: cerca de {minutes} minutos em média.',
  'hiw.step6Head': 'Dúvidas? Fale com o suporte',
  'hiw.step6Desc':
    'Nossa equipe de suporte responde 24/7. Envie ao bot o ID do seu pedido e vamos verificar com você.',
  'hiw.hoodTitle': 'O que acontece por trás',
  'hiw.hoodSlider': 'O caminho de uma troca',
  'hiw.card1Title': 'Troca',
  'hiw.card1Desc':
    'Seu depósito é trocado por Monero (XMR), uma moeda de privacidade, em uma primeira exchange.',
  'hiw.card2Title': 'Anonimização',
  'hiw.card2Desc':
    'Os XMR são enviados para uma segunda exchange, sem relação com a primeira. O Monero oculta remetente, destinatário e valor, então o rastro público termina aqui.',
  'hiw.card3Title': 'Puf!',
  'hiw.card3Desc':
    'A segunda exchange troca os XMR pela moeda que você pediu e a envia para o seu endereço de destino.',
  'hiw.card4Title': 'Segurança',
  'hiw.card4Desc':
    'Sem conta, sem documento, sem conectar carteira. Nossos registros nunca guardam seus endereços, e nada na blockchain liga a carteira de onde você enviou àquela em que você recebe.',
  'hiw.whyWorksTitle': 'Por que funciona',
  'hiw.whyWorks1':
    'Na maioria das blockchains, todo pagamento é público: quem conhece um dos seus endereços consegue ver de onde o dinheiro veio e para onde ele vai. O Monero é construído de outro jeito. Suas transações ocultam o remetente, o destinatário e o valor, então um rastro que entra no Monero não pode ser seguido através dele.',
  'hiw.whyWorks2':
    'Sua troca aproveita isso. A primeira exchange converte suas moedas em XMR, os XMR vão para uma segunda exchange e só essa segunda exchange paga a moeda que você pediu. No registro público, nada liga a carteira de onde você enviou à carteira em que você recebe.',
  'hiw.whyWorks3':
    'A privacidade também depende de hábitos fora da nossa rota: enviar de uma carteira já ligada ao seu nome, ou reutilizar endereços, pode deixar pistas por conta própria.',
  'hiw.whyBuiltTitle': 'Por que criamos isto',
  'hiw.whyBuilt1':
    'Privacidade financeira deveria ser normal, não suspeita. Ninguém publica o próprio extrato bancário, mas um endereço público faz mais ou menos isso com todo mundo que o usa.',
  'hiw.whyBuilt2':
    'Ter privacidade costumava exigir cadastros, verificação de identidade, carteiras no navegador e várias transferências manuais entre exchanges. Queríamos um único formulário: escolha um par, cole um endereço, envie e acompanhe o pedido em uma só página. Nenhuma conta para criar, nada para conectar e nenhum registro do nosso lado que ligue seus endereços.',
  'hiw.testimonials': 'Depoimentos',
  'hiw.sampleReviews':
    'Depoimentos de exemplo: mostram como esta seção vai ficar até que depoimentos reais sejam publicados.',
  'hiw.reviews': 'Avaliações',
  'hiw.rated': 'Nota {stars} de {max}',
  'stake.title': 'Staking',
  'stake.comingSoon': 'Em breve',
  'stake.note':
    'O staking ainda não está ativo. Esta página mostra como vai funcionar: nenhuma carteira está conectada, nada aqui movimenta fundos e os valores são ilustrativos.',
  'stake.choosePlan': 'Escolha um plano',
  'stake.apy': '{percent}% a.a.',
  'stake.locked': 'Bloqueado por {days} dias',
  'stake.selected': 'Selecionado',
  'stake.walletBalance': 'Saldo da carteira',
  'stake.amountToStake': 'Valor para staking',
  'stake.plan': 'Plano',
  'stake.planValue': '{percent}% a.a., {days} dias',
  'stake.participation': 'Participação no pool',
  'stake.estimate': 'Rendimento anual estimado: <strong>{amount}</strong> a {percent}% a.a.',
  'stake.approve': 'Aprovar',
  'stake.stake': 'Fazer staking',
  'stake.redeem': 'Resgatar',
  'stake.staked': 'Em staking',
  'stake.rewards': 'Recompensas obtidas',
  'stake.redeemableFrom': 'Resgatável a partir de',
  'stake.example': 'exemplo: um plano de {days} dias iniciado hoje',
  'stake.soonMessage':
    '{action, select, approve {Aprovar} redeem {Resgatar} other {Fazer staking}} estará disponível em breve: o staking ainda não está ativo, então nada foi enviado nem assinado.',
  'verify.title': 'Verifique este site',
  'verify.intro':
    'O código, a chave de assinatura e o que guardamos, verificáveis sem confiar em nós.',
  'verify.running': 'O que está em execução',
  'verify.commit': 'Commit do código-fonte',
  'verify.fingerprint': 'Impressão digital da chave de assinatura (SHA-256)',
  'verify.currentKey': 'A chave pública atual',
  'verify.digest': 'Resumo dos arquivos da página (dist/client)',
  'verify.rebuildTitle': 'Recompilar e comparar',
  'verify.rebuildCheckout': 'Baixe o código-fonte e mude para este commit:',
  'verify.rebuildBuild': 'Compile (Node.js 20.19 ou mais recente):',
  'verify.rebuildDigest': 'Calcule o resumo:',
  'verify.rebuildCompare': 'Ele deve ser igual ao resumo acima.',
  'verify.keyTitle': 'A chave de assinatura',
  'verify.keyFingerprint': 'A impressão digital da chave pública deve ser igual à de cima:',
  'verify.keyDocuments':
    'Cada documento informa o ID da chave que o assinou e onde obtê-la. Salve a chave como signing-key.pem e verifique o documento:',
  'verify.keptTitle': 'O que guardamos e por quanto tempo',
  'verify.keptOrder':
    'O vínculo de um pedido com o provedor, a garantia e o recibo: {days, plural, one {# dia} other {# dias}} após o fim.',
  'verify.keptUnended':
    'Um pedido cujo fim nunca é registrado: no máximo {days, plural, one {# dia} other {# dias}}.',
  'verify.keptKeys':
    'Respostas a solicitações de pedido (contra pedidos duplicados): {minutes, plural, one {# minuto} other {# minutos}}.',
  'verify.keptAlerts':
    'Alertas ao suporte não enviados (IDs abreviados): {days, plural, one {# dia} other {# dias}}.',
  'verify.keptNever':
    'Nunca: endereços IP, cookies, nem endereços de carteira ou IDs completos nos registros.',
  'stake.offWithoutScript':
    'Estes botões só funcionam com o JavaScript ativado, e o staking ainda não está disponível: nada pode ser enviado ou assinado aqui.',
  'hiw.review1a': 'Troquei um pouco de BNB por ETH sem criar conta nem conectar carteira.',
  'hiw.review1b':
    'A página do pedido mostrou cada etapa e as moedas chegaram em uns vinte minutos.',
  'hiw.review2a':
    'No começo digitei o endereço no formato errado e o formulário percebeu antes de qualquer envio.',
  'hiw.review2b': 'O suporte respondeu à minha pergunta às duas da manhã.',
  'hiw.review3a': 'Gosto de a rota passar pelo Monero e por duas corretoras diferentes.',
  'hiw.review3b': 'Não há conta para ser invadida nem nada que ligue as minhas duas carteiras.',
  'hiw.step2DescDirect':
    'Digite quanto você quer enviar. Pedimos a cotação à exchange e mostramos quanto você pode esperar receber.',
  'hiw.hoodTitlePrivate': 'O que acontece na rota privada',
  'hiw.card2DescPrivate':
    'A primeira exchange envia os XMR direto para uma segunda exchange, de outro provedor. O Monero oculta remetente, destinatário e valor, então o rastro público termina aqui.',
  'hiw.card1DescDirect': 'Uma única exchange troca seu depósito direto pela moeda que você pediu.',
  'hiw.card2TitleDirect': 'Verificação',
  'hiw.card2DescDirect':
    'Conferimos cada resposta da exchange com o seu pedido e com a cotação de mercado, e assinamos as condições que você recebeu.',
  'hiw.card3TitleDirect': 'Recebimento',
  'hiw.card3DescDirect': 'A mesma exchange envia as novas moedas para o seu endereço de destino.',
  'hiw.card4TitleDirect': 'Fique atento',
  'hiw.card4DescDirect':
    'Sem conta, sem documento, sem conectar carteira, e nossos registros nunca guardam seus endereços. Mas a exchange vê tanto o seu depósito quanto o pagamento que você recebe, então esta rota, sozinha, não quebra o rastro entre as suas carteiras.',
  'hiw.whyWorks2Private':
    'A rota privada aproveita isso. A primeira exchange converte suas moedas em XMR e os envia direto para uma segunda exchange, e só essa segunda exchange paga a moeda que você pediu: nenhuma vê ao mesmo tempo seu depósito e seu endereço de destino, e no registro público nada liga as duas carteiras. Uma oferta direta é uma troca feita por uma única exchange, que vê as duas pontas.',
  'hiw.whyDirectTitle': 'O que uma troca direta oculta e o que não oculta',
  'hiw.whyDirect1':
    'Uma troca direta não pede conta, documento nem conexão de carteira, e nossos registros nunca guardam seus endereços. A exchange recebe só o que a troca precisa: as moedas que você envia e o endereço para pagar.',
  'hiw.whyDirect2':
    'Ela não quebra o rastro entre as suas carteiras. A exchange vê tanto o seu depósito quanto o pagamento que você recebe, e no registro público qualquer pessoa que relacione os dois pelo valor e pelo horário pode ligá-los.',
  'hiw.review3aPrivate':
    'Escolhi a rota privada: ela passa pelo Monero e por duas corretoras diferentes.',
  'hiw.review3aDirect':
    'A página do pedido mostrava qual exchange fazia a minha troca, e eu mesma pude conferir as condições assinadas.',
  'hiw.review3bDirect': 'Nenhuma conta para ser invadida e nenhuma carteira para conectar.',
};

export default pt;
