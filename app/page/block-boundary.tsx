import { Component, type ReactNode } from 'react';
import styles from './page-view.module.css';

/** a block that throws shows a small notice; the rest of the page stays (STYLE: local boundaries) */
export class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`block "${this.props.type}" failed to render`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className={styles.blockNotice} role="note">
          Этот фрагмент страницы не удалось показать.
        </div>
      );
    }
    return this.props.children;
  }
}
