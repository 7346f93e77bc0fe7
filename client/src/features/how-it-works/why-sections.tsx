import { useId } from 'react';

/** 'Why this works' and 'Why we built this': plain text, no claims we cannot back. */
export function WhySections() {
  const worksId = useId();
  const builtId = useId();
  return (
    <div className="hiw-why">
      <section className="hiw-section hiw-why__item" aria-labelledby={worksId}>
        <h2 id={worksId} className="hiw-section__title">
          Why this works
        </h2>
        <p>
          On most blockchains every payment is public: anyone who knows one of your addresses can
          follow where the money came from and where it goes next. Monero is built differently. Its
          transactions hide the sender, the receiver and the amount, so a trail that enters Monero
          cannot be followed through it.
        </p>
        <p>
          Your swap uses that. The first exchange turns your coins into XMR, the XMR moves to a
          second exchange, and only that second exchange pays out the coin you asked for. On the
          public record, the wallet you sent from and the wallet you receive in have nothing
          connecting them.
        </p>
        <p>
          Privacy also depends on habits outside our route: sending from a wallet that is already
          tied to your name, or reusing addresses, can leave clues of their own.
        </p>
      </section>
      <section className="hiw-section hiw-why__item" aria-labelledby={builtId}>
        <h2 id={builtId} className="hiw-section__title">
          Why we built this
        </h2>
        <p>
          Financial privacy should be normal, not suspicious. Nobody publishes their bank statement,
          yet a public address does roughly that for everyone who uses it.
        </p>
        <p>
          Getting privacy used to mean sign-ups, identity checks, browser wallets and several manual
          transfers between exchanges. We wanted one form: pick a pair, paste an address, send, and
          follow the order on one page. No account to create, nothing to connect, and no log on our
          side that ties your addresses together.
        </p>
      </section>
    </div>
  );
}
