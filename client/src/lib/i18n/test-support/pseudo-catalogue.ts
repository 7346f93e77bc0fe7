import { parseMessage, type MessageNode } from '../../../../../shared/i18n/message-format.js';
import type { Messages } from '../catalogues/en.js';

/** Printable ASCII as its full-width twin: still readable, never a plain English word. */
const fullWidth = (text: string) =>
  text.replace(/[\x21-\x7e]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

function serialise(nodes: MessageNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return fullWidth(node);
      switch (node.type) {
        case 'arg':
          return `{${node.name}}`;
        case 'pound':
          return '#';
        case 'tag':
          return `<${node.name}>${serialise(node.children)}</${node.name}>`;
        default:
          return `{${node.name}, ${node.type}, ${Object.entries(node.cases)
            .map(([key, value]) => `${key} {${serialise(value)}}`)
            .join(' ')}}`;
      }
    })
    .join('');
}

/**
 * A test-only language made from English: every message's own words in full-width letters between
 * ⟦ ⟧, placeholders and tags kept. Rendered through the real pages, any plain ASCII word left on
 * the page did not come from a catalogue.
 */
export function pseudoCatalogue(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, text]) => [id, `⟦${serialise(parseMessage(text))}⟧`]),
  ) as Messages;
}
