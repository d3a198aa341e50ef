/**
 * Runs `fn` in a task of its own, after the input and paint already waiting: a message the page posts to itself
 * (as React's scheduler does), not a timer, so a page's fake clock or a background tab's throttled timers cannot
 * hold it up. Returns the function that cancels it if it has not run.
 */
export function inNextTask(fn: () => void): () => void {
  let live = true;
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    if (live) fn();
  };
  port2.postMessage(null);
  return () => {
    live = false;
    port1.close();
  };
}
