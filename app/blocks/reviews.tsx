import { useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import type { Review } from '../../common/schema/content-items.ts';
import { formatRussianDate } from './format.ts';
import { cutText } from './format-more.ts';
import { CollapsibleList, type ItemHeadingTag } from './collapsible-list.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import styles from './reviews.module.css';

/** spec §9: reviews shown at first, and the length past which a review is cut */
export const REVIEWS_SHOWN = 2;
export const REVIEW_CUT_LENGTH = 525;

/**
 * spec §2.13 Reviews list, and ReviewsSection when the block has a title: the first two reviews,
 * then 'Показать все отзывы (N)' / 'Скрыть отзывы'.
 */
export function Reviews({ node }: { node: NodeOfType<'reviews'> }) {
  return (
    <CollapsibleList
      title={node.title}
      className={styles.reviews}
      items={node.items}
      shown={REVIEWS_SHOWN}
      name="reviews"
      listClassName={styles.list}
      itemClassName={styles.item}
      showText={`Показать все отзывы (${node.items.length})`}
      hideText="Скрыть отзывы"
      renderItem={(review, headingTag) => <ReviewCard review={review} Heading={headingTag} />}
    />
  );
}

/** one review; over 525 characters it is cut, with 'Читать далее' / 'Свернуть' */
function ReviewCard({ review, Heading }: { review: Review; Heading: ItemHeadingTag }) {
  const [expanded, setExpanded] = useState(false);
  const textId = `${useId()}-text`;
  useTocUpdate(expanded);
  const short = cutText(review.content, REVIEW_CUT_LENGTH);
  return (
    <article className={styles.review}>
      <header className={styles.header}>
        {/* the author heads the review: every review of the page is reached by its heading */}
        <Heading className={styles.author}>{review.author}</Heading>
        <time className={styles.date} dateTime={review.date}>
          {formatRussianDate(review.date)}
        </time>
        {review.verified ? <VerifiedBadge label="Отзыв проверен" size="small" /> : null}
      </header>
      <p id={textId} className={styles.text}>
        {expanded || !short.cut ? review.content : short.text}
      </p>
      {short.cut ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Свернуть' : 'Читать далее'}
        </button>
      ) : null}
    </article>
  );
}
