// Runs the shared validators (contract/validators.ts) on the server: the first problem found is
// refused with its own translated message.
import type { Problem } from '../../contract/validators';
import { Refusal } from './errors';

export function ensure(...problems: (Problem | null)[]): void {
  const problem = problems.find((p) => p !== null);
  if (problem) throw new Refusal(problem.message, problem.values);
}
