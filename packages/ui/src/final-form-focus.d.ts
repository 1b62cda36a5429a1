// final-form-focus 1.x ships Flow types only. 2.0 has TypeScript types but focuses the first
// invalid field on every change of the errors (each keystroke), not only after a failed submit.
declare module 'final-form-focus' {
  import type { Decorator } from 'final-form';

  export interface FocusableInput {
    name: string;
    focus: () => void;
  }

  export default function createDecorator<V extends object>(
    getInputs?: () => FocusableInput[],
    findInput?: (inputs: FocusableInput[], errors: object) => FocusableInput | undefined,
  ): Decorator<V>;
}
