import { textBlocks } from '@agency/schema';
import shared from '../shared/site.module.css';

/** A role's Markdown as its blocks (headings, paragraphs, lists): text only, never markup. */
export function RoleText({ markdown }: { markdown: string }) {
  return (
    <div className={shared.prose}>
      {textBlocks(markdown).map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index}>{block.text}</h3>
        ) : block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
