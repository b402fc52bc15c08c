import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './chrome.module.css';

/** The header's Services button, before and after its menu has come (ServicesMenu). */
export function ServicesButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className={classes.navLink} {...props}>
      Services <IconChevronDown size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
    </button>
  );
}
