import { untilWritten } from '../lib/until-written.js';
import { orderTermsSchema } from '../proof/documents.js';
import type { ProofService } from '../proof/proof.service.js';
import type { OrderIntent, OrderMap } from '../stores/order-map.js';
import type { Provider } from '../upstream/providers.js';
import { askedFrom } from './asked-order.js';
import type { OrderLocations } from './order-location.js';
import type { OrderKeys } from './order-keys.js';
import type { RecoverIntent, Recovery } from './orphan-intents.js';

// An order the provider may hold that the site never recorded (it stopped between the provider's
// reply and the map's write), found again at a provider that lists its orders by what the site
// sent (ChangeNOW: the payout address, around the time asked). Found, it is recorded as if the
// reply had come: its terms and guarantee, its key's answer, its map line. Not found, support
// hears of it, as for every other provider.

interface RecoveryDeps {
  providers: Provider[];
  locations: Pick<OrderLocations, 'valueOf'>;
  orderMap: Pick<OrderMap, 'put' | 'orderIdOf'>;
  proof: Pick<ProofService, 'recordTerms'> | null;
  keys: Pick<OrderKeys, 'settle'>;
}

const notFound = (why: string): Recovery => ({ kind: 'not-found', why });

export function createIntentRecovery({
  providers,
  locations,
  orderMap,
  proof,
  keys,
}: RecoveryDeps): RecoverIntent {
  return async function recover(intent: OrderIntent): Promise<Recovery> {
    const { lookup, key } = intent;
    const provider = lookup && providers.find(({ name }) => name === lookup.provider);
    const terms = orderTermsSchema.safeParse(lookup?.terms);
    if (!lookup || !provider?.upstream.findCreated || !terms.success || key === undefined)
      return notFound('its provider cannot look orders up');
    // what the visitor asked for, as every status reply is held to it (null: its coins are gone)
    const asked = askedFrom(terms.data, { deposit: null, shownStatus: null });
    if (asked === null) return notFound('its coins are gone');

    let listed;
    try {
      // every listed order through the gate: an id fit to keep, its own status reply held to
      // what was sent, and the list and that reply naming the same deposit and status
      listed = await provider.upstream.findCreated(
        {
          from: asked.from,
          to: asked.to,
          amount: terms.data.sendAmount,
          address: asked.address,
          receiveMemo: asked.receiveMemo,
          at: intent.at,
        },
        asked,
      );
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      return notFound(`the provider's list could not be read (${said})`);
    }
    if (listed.kind === 'mismatch')
      return notFound(`the provider's list is not believed: ${listed.why}`);
    // An order the site recorded already is another one (the visitor ordered again with a new key,
    // and this intent's call never reached the provider); this one's own, if a sweep beside this
    // one recorded it a moment ago.
    const valueOf = (id: string) => locations.valueOf(provider, id);
    const found: typeof listed.found = [];
    for (const order of listed.found) {
      const recordedAs = await orderMap.orderIdOf(valueOf(order.providerOrderId));
      if (recordedAs === intent.orderId) {
        return { kind: 'recorded', providerOrderId: order.providerOrderId };
      }
      if (recordedAs === null) found.push(order);
    }
    // none is no order to record; two or more, and the site would be guessing which is this one
    if (found.length !== 1)
      return notFound(
        found.length > 1
          ? `${found.length} orders in the provider's list match it`
          : listed.found.length > 0
            ? "the provider's list names only orders recorded as others"
            : "it is not in the provider's list",
      );
    const { providerOrderId, deposit } = found[0]!;

    // As a creation records it, its key's answer before its map line: once the intent is gone,
    // the key must already name the order, or a retry would make a second one.
    await proof?.recordTerms(intent.orderId, { ...terms.data, providerOrderId }, deposit);
    // owed like a creation's: kept until the store takes them (a failover, a slow replica)
    await untilWritten(() =>
      keys.settle(key, lookup.print, { status: 201, body: { orderId: intent.orderId } }),
    );
    await untilWritten(() => orderMap.put(intent.orderId, valueOf(providerOrderId)));
    return { kind: 'recorded', providerOrderId };
  };
}
