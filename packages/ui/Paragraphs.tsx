/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a break. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index}>
      {paragraph
        .trim()
        .split(/\r?\n/)
        .flatMap((line, at) => (at === 0 ? [line] : [<br key={at} />, line]))}
    </p>
  ));
}
