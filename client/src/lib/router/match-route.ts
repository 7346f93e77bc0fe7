import type { Route, RouteMatch } from './route.js';

interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

const compiled = new WeakMap<Route, CompiledPath>();

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path as one anchored expression: `:name` takes one segment, a final `*` the rest (named
 * `*`), and a trailing slash is allowed, as a browser's address bar may add one.
 */
function compile(route: Route): CompiledPath {
  const known = compiled.get(route);
  if (known) return known;
  const names: string[] = [];
  let source = '';
  for (const segment of route.path.split('/').filter((part) => part !== '')) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escape(segment)}`;
    }
  }
  const pattern = new RegExp(`^${source}/?$`, route.caseSensitive ? '' : 'i');
  const result = { pattern, names };
  compiled.set(route, result);
  return result;
}

/** A path segment decoded, or as it came when it is not valid percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll('/', '%2F');
  } catch {
    return segment;
  }
}

/**
 * The first route of the table that takes the path, with its parameters, or null. The path is
 * matched decoded (`/st%61ke` is `/stake`), one segment at a time, so an encoded slash stays
 * inside its segment.
 */
export function matchRoute<R extends Route>(
  table: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  const path = pathname.split('/').map(decodeSegment).join('/') || '/';
  for (const route of table) {
    const { pattern, names } = compile(route);
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = found[index + 1] ?? '';
    });
    return { route, params };
  }
  return null;
}
