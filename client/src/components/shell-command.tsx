import './shell-command.css';

/**
 * A shell command to type or copy, shown whole at any width: it wraps only between its words
 * (a break after a hyphen, 'guarantee.txt -' then 'sigfile', read as a hyphen to type), and a word
 * without a hyphen that is wider than the line (a commit, a URL) breaks where it must. Wrapped
 * lines hang indented, so they read as one command. Copying it gives the command on one line.
 * Focusable: a keyboard can still scroll a word wider than the screen.
 */
export function ShellCommand({ command, className }: { command: string; className: string }) {
  const words = command.split(' ');
  return (
    <pre className={`shell-command ${className}`} dir="ltr" translate="no" tabIndex={0}>
      <code>
        {words.map((word, index) => (
          // the words are the command's own, in order, and never move: the index is their key
          <span key={index}>
            {index > 0 && ' '}
            <span
              className={
                word.includes('-') ? 'shell-command__word' : 'shell-command__word--breakable'
              }
            >
              {word}
            </span>
          </span>
        ))}
      </code>
    </pre>
  );
}
