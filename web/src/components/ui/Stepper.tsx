import { cx } from './cx';
import { Icon } from './Icon';
import { checkIcon } from './icons/check';
import styles from './Stepper.module.css';
import layout from './layout.module.css';

export interface StepperProps {
  steps: string[];
  /** Index (0-based) of the current step. */
  current: number;
  label?: string;
}

/** Numbered steps; the current one carries aria-current="step", finished ones a tick. */
export function Stepper({ steps, current, label = 'Progress' }: StepperProps) {
  return (
    <nav aria-label={label} className={styles.stepper}>
      <ol>
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={cx(
                styles.step,
                state === 'done' && styles.done,
                state === 'current' && styles.current,
              )}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {state === 'done' ? <Icon icon={checkIcon} size={16} /> : i + 1}
              </span>
              <span className={styles.label}>
                <span className={layout.visuallyHidden}>
                  {`Step ${i + 1} of ${steps.length}${state === 'done' ? ', completed' : ''}: `}
                </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
