import styles from './Chip.module.css';
import { cx } from './cx';

/** The class of a filter chip (a link or a button), filled when `active`. */
export const chipClass = (active: boolean) => cx(styles.chip, active && styles.active);
