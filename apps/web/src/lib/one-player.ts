/**
 * One recording plays at a time on a page: when an <audio> or <video> element in the document
 * starts playing, every other one still playing is paused (a shadowing sentence pauses the
 * lesson's player; the lesson's player pauses the sentence). `play` does not bubble, so the
 * listener captures it on the document. Elements never attached to the document (`new Audio()`)
 * are not seen.
 * @returns a function that removes the listener.
 */
export function keepOnePlayerPlaying(doc: Document = document): () => void {
  const onPlay = (event: Event) => {
    const started = event.target;
    if (!(started instanceof HTMLMediaElement)) return;
    for (const media of doc.querySelectorAll<HTMLMediaElement>('audio, video')) {
      if (media !== started && !media.paused) media.pause();
    }
  };
  doc.addEventListener('play', onPlay, true);
  return () => doc.removeEventListener('play', onPlay, true);
}
