import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import * as styles from './styles.css';

/** The floor's one Radix dialog: a menu sheet, as the site's header opens one. */
export function Menu() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.button}>Menu</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title>Menu</Dialog.Title>
          <Dialog.Description>Where to go on the site.</Dialog.Description>
          <Link to="/">Home</Link>
          <Link to="/videos/">Videos</Link>
          <Dialog.Close className={styles.button}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
