import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { InlineNode } from '../../common/schema/ast.ts';
import { preloadCallback } from '../forms/index.ts';
import { openCallback } from '../lib/events.ts';
import styles from './page-view.module.css';
import { Picture } from '../blocks/picture.tsx';

/** inline AST nodes → React; no HTML string is ever injected */
export function renderInline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'break':
        return <br key={index} />;
      case 'inlineCode':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'strikethrough':
        return <s key={index}>{renderInline(node.children)}</s>;
      case 'image':
        return <Picture key={index} picture={node.picture} src={node.src} alt={node.alt} title={node.title} />;
      case 'link':
        return node.internal && !node.href.startsWith('#') ? (
          <Link key={index} href={node.href} title={node.title}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a
            key={index}
            href={node.href}
            title={node.title}
            {...(node.internal ? {} : { rel: 'noopener noreferrer', target: node.href.startsWith('http') ? '_blank' : undefined })}
          >
            {renderInline(node.children)}
          </a>
        );
      case 'callbackLink':
        // spec §2.6: these sentences open the callback modal
        return (
          <button
            key={index}
            type="button"
            className={styles.linkButton}
            onClick={() => openCallback()}
            onPointerEnter={preloadCallback}
            onFocus={preloadCallback}
            aria-haspopup="dialog"
          >
            {renderInline(node.children)}
          </button>
        );
    }
  });
}
