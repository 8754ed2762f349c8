/**
 * A translated line whose `<em>…</em>` parts are shown emphasised ("Meet someone who <em>really
 * gets you</em>"). react-i18next's `Trans` does this for any markup but weighs ≈ 5 KB gzip; the
 * landing's hero only needs `<em>`, and its JavaScript has a budget (decisions 019i, 023a). The
 * text is ours (the locale files) and still ends up as text nodes, never as HTML.
 */
export function EmphasisedText({ text }: { text: string }) {
  // split() with a capture group: odd entries are the emphasised parts.
  const parts = text.split(/<em>(.*?)<\/em>/);
  return (
    <>
      {parts.map((part, i) =>
        part === '' ? null : i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <em key={i}>{part}</em>
        ) : (
          part
        ),
      )}
    </>
  );
}
