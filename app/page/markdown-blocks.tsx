import type { BlockNode, NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from './render-blocks.tsx';
import { renderInline } from './render-inline.tsx';
import { plainText } from '../../common/schema/plain-text.ts';
import type { BlockRegistry } from './registry.ts';
import styles from './page-view.module.css';

// Renderers of the markdown basics: headings with anchors, paragraphs, lists, code, tables,
// blockquotes, rules (images and links are inline, see render-inline.tsx).

function Heading({ node }: { node: NodeOfType<'heading'> }) {
  // the page title is the only h1; a level-1 heading in content renders as h2
  const Tag = `h${Math.max(2, node.level)}` as 'h2';
  const text = plainText(node.children).replace(/\s+/g, ' ').trim();
  return (
    <Tag id={node.id} className={styles.heading} data-toc-text={text}>
      {renderInline(node.children)}
      <a className={styles.anchor} href={`#${node.id}`} aria-label={`Ссылка на раздел «${text}»`}>
        #
      </a>
    </Tag>
  );
}

function Paragraph({ node }: { node: NodeOfType<'paragraph'> }) {
  return <p>{renderInline(node.children)}</p>;
}

function List({ node }: { node: NodeOfType<'list'> }) {
  const items = node.items.map((item, index) => <li key={index}>{node.tight ? renderTightItem(item.children) : renderBlocks(item.children)}</li>);
  return node.ordered ? (
    <ol start={node.start} className={node.tight ? styles.tight : undefined}>
      {items}
    </ol>
  ) : (
    <ul className={node.tight ? styles.tight : undefined}>{items}</ul>
  );
}

/** tight list items show their paragraphs without <p> spacing */
function renderTightItem(children: readonly BlockNode[]) {
  return children.map((child, index) =>
    child.type === 'paragraph' ? <span key={index}>{renderInline(child.children)}</span> : <div key={index}>{renderBlocks([child])}</div>,
  );
}

function Code({ node }: { node: NodeOfType<'code'> }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code data-lang={node.lang}>{node.value}</code>
    </pre>
  );
}

function Blockquote({ node }: { node: NodeOfType<'blockquote'> }) {
  return <blockquote className={styles.blockquote}>{renderBlocks(node.children)}</blockquote>;
}

function ThematicBreak() {
  return <hr className={styles.rule} />;
}

function Table({ node }: { node: NodeOfType<'table'> }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Таблица">
      <table className={styles.table}>
        <thead>
          <tr>
            {node.head.map((cell, index) => (
              <th key={index} scope="col" style={{ textAlign: node.align[index] ?? undefined }}>
                {renderInline(cell.children)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {node.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} style={{ textAlign: node.align[index] ?? undefined }}>
                  {renderInline(cell.children)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** the markdown basics of the block registry (app/blocks/index.ts) */
export const markdownBlocks = {
  heading: Heading,
  paragraph: Paragraph,
  list: List,
  code: Code,
  blockquote: Blockquote,
  thematicBreak: ThematicBreak,
  table: Table,
} satisfies Partial<BlockRegistry>;
