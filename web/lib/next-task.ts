/**
 * Resolves in a task of its own: the work after it no longer lengthens the task that awaited it
 * (decisions 023c, 023s). A long task blocks input and, on the calibrated phone, counts whole.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
