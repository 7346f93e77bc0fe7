import { intlLocale, type Lang } from './languages.js';
import { formatNumber } from './numbers.js';

/**
 * A small ICU MessageFormat subset, enough for the site's catalogues: `{name}`, `{n, plural, ...}`
 * (with `=N` cases and `#`), `{key, select, ...}`, `<tag>…</tag>` around text a component wraps
 * (a link, a strong), and ICU's apostrophe quoting. Parsing is strict: a catalogue test fails on
 * any message that does not parse (decision record 012 says why not a library).
 */

export type MessageNode =
  | string
  | { type: 'arg'; name: string }
  | { type: 'pound' }
  | { type: 'plural' | 'select'; name: string; cases: Record<string, MessageNode[]> }
  | { type: 'tag'; name: string; children: MessageNode[] };

export type MessageValues = Record<string, string | number>;

export class MessageSyntaxError extends Error {}

const NAME = /^[A-Za-z_][\w]*/;

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): MessageNode[] {
    const nodes = this.nodes(false, null);
    if (this.at < this.text.length) this.fail('unexpected text');
    return nodes;
  }

  private fail(what: string): never {
    throw new MessageSyntaxError(`${what} at ${this.at} in "${this.text}"`);
  }

  /** Text and placeholders up to a closing `}` (inside a case) or `</tag>`. */
  private nodes(inCase: boolean, tag: string | null): MessageNode[] {
    const nodes: MessageNode[] = [];
    let literal = '';
    const flush = () => {
      if (literal) nodes.push(literal);
      literal = '';
    };
    const text = this.text;
    while (this.at < text.length) {
      const char = text[this.at]!;
      if (char === "'") {
        const next = text[this.at + 1];
        if (next === "'") {
          literal += "'";
          this.at += 2;
        } else if (next !== undefined && '{}#<'.includes(next)) {
          const end = text.indexOf("'", this.at + 1);
          if (end < 0) this.fail('unclosed quote');
          literal += text.slice(this.at + 1, end);
          this.at = end + 1;
        } else {
          literal += "'";
          this.at += 1;
        }
      } else if (char === '{') {
        flush();
        nodes.push(this.placeholder());
      } else if (char === '}') {
        if (!inCase) this.fail('unmatched }');
        break;
      } else if (char === '#' && inCase) {
        flush();
        nodes.push({ type: 'pound' });
        this.at += 1;
      } else if (char === '<' && text.startsWith('</', this.at)) {
        if (tag === null) this.fail('unmatched closing tag');
        const close = `</${tag}>`;
        if (!text.startsWith(close, this.at)) this.fail(`expected ${close}`);
        break;
      } else if (char === '<' && NAME.test(text.slice(this.at + 1))) {
        flush();
        const name = NAME.exec(text.slice(this.at + 1))![0];
        if (text[this.at + 1 + name.length] !== '>') this.fail('bad tag');
        this.at += name.length + 2;
        const children = this.nodes(inCase, name);
        if (!text.startsWith(`</${name}>`, this.at)) this.fail(`unclosed <${name}>`);
        this.at += name.length + 3;
        nodes.push({ type: 'tag', name, children });
      } else {
        literal += char;
        this.at += 1;
      }
    }
    flush();
    return nodes;
  }

  private space() {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private word(): string {
    this.space();
    const match = /^[^\s{},]+/.exec(this.text.slice(this.at));
    if (!match) this.fail('expected a name');
    this.at += match[0].length;
    return match[0];
  }

  private placeholder(): MessageNode {
    this.at += 1; // {
    const name = this.word();
    if (!NAME.test(name)) this.fail(`bad argument name ${name}`);
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { type: 'arg', name };
    }
    if (this.text[this.at] !== ',') this.fail('expected , or }');
    this.at += 1;
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`unsupported type ${kind}`);
    this.space();
    if (this.text[this.at] !== ',') this.fail('expected ,');
    this.at += 1;
    const cases: Record<string, MessageNode[]> = {};
    for (;;) {
      this.space();
      if (this.text[this.at] === '}') break;
      const key = this.word();
      this.space();
      if (this.text[this.at] !== '{') this.fail(`expected { after ${key}`);
      this.at += 1;
      cases[key] = this.nodes(true, null);
      if (this.text[this.at] !== '}') this.fail('unclosed case');
      this.at += 1;
    }
    this.at += 1;
    if (!('other' in cases)) this.fail(`${kind} without other`);
    return { type: kind, name, cases };
  }
}

const parsed = new Map<string, MessageNode[]>();

/** The message's syntax tree (cached); throws MessageSyntaxError on a malformed message. */
export function parseMessage(text: string): MessageNode[] {
  let nodes = parsed.get(text);
  if (!nodes) {
    nodes = new Parser(text).parse();
    parsed.set(text, nodes);
  }
  return nodes;
}

/** What a tag's children become: a link, a strong; given the pieces inside it. */
export type TagRenderer<T> = (children: (string | T)[], key: number) => T;

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(lang: Lang, value: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRules.set(lang, rules);
  }
  return rules.select(value);
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/**
 * A number in a message's prose (minutes, counts, percentages). Persian prose writes Persian
 * digits with its own marks (٫ decimal, ٬ group), as the catalogue's own words do ('۲۴ ساعته');
 * amounts never pass through here: they are decimal text, kept in Latin digits for wallets.
 */
function proseNumber(lang: Lang, value: number): string {
  const text = formatNumber(lang, value);
  if (lang !== 'fa') return text;
  return text.replace(/[0-9.,]/g, (mark) =>
    mark === '.' ? '٫' : mark === ',' ? '٬' : (PERSIAN_DIGITS[Number(mark)] ?? mark),
  );
}

/** The message as pieces: strings, and whatever the tag renderers made. */
export function formatParts<T>(
  nodes: MessageNode[],
  lang: Lang,
  values: MessageValues = {},
  tags: Record<string, TagRenderer<T>> = {},
  pound?: number,
): (string | T)[] {
  const out: (string | T)[] = [];
  const push = (piece: string | T) => {
    const last = out.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece;
    else out.push(piece);
  };
  for (const node of nodes) {
    if (typeof node === 'string') push(node);
    else if (node.type === 'arg') {
      const value = values[node.name];
      push(typeof value === 'number' ? proseNumber(lang, value) : (value ?? `{${node.name}}`));
    } else if (node.type === 'pound') {
      push(pound === undefined ? '#' : proseNumber(lang, pound));
    } else if (node.type === 'tag') {
      const children = formatParts(node.children, lang, values, tags, pound);
      const render = tags[node.name];
      if (render) push(render(children, out.length));
      else for (const child of children) push(child);
    } else {
      const value = values[node.name];
      let chosen: MessageNode[] | undefined;
      if (node.type === 'plural') {
        const count = typeof value === 'number' ? value : Number(value);
        chosen = node.cases[`=${count}`] ?? node.cases[pluralCategory(lang, count)];
        for (const piece of formatParts(chosen ?? node.cases.other!, lang, values, tags, count))
          push(piece);
        continue;
      }
      chosen = node.cases[String(value)] ?? node.cases.other!;
      for (const piece of formatParts(chosen, lang, values, tags, pound)) push(piece);
    }
  }
  return out;
}

/** The message as plain text (tags keep only their text). */
export function formatMessage(text: string, lang: Lang, values?: MessageValues): string {
  return formatParts<string>(parseMessage(text), lang, values).join('');
}

/** Every argument name a message uses (the catalogue test compares them across languages). */
export function argumentNames(nodes: MessageNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (typeof node === 'string' || node.type === 'pound') continue;
    if (node.type === 'tag') {
      into.add(`<${node.name}>`);
      argumentNames(node.children, into);
    } else {
      into.add(node.name);
      if (node.type !== 'arg')
        for (const nodes of Object.values(node.cases)) argumentNames(nodes, into);
    }
  }
  return into;
}
