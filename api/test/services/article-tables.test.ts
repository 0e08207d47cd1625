import { renderMarkdown } from '../../src/services/blog/markdown';
import { articleHtml } from '../../src/services/rich-text';

// A table's column alignment in a blog article (docs/blog.md#authoring): a class, never the obsolete `align`
// attribute (invalid HTML) nor a style attribute (the content security policy refuses it).
describe('article tables', () => {
  it("keeps a Markdown table's alignment as classes", () => {
    const html = renderMarkdown('| Country | Salary | Note |\n| :-- | --: | :-: |\n| Poland | 4 000 zł | yes |\n');
    expect(html).not.toMatch(/\salign=/);
    expect(html).toContain('<th class="align-left">Country</th>');
    expect(html).toContain('<td class="align-right">4 000 zł</td>');
    expect(html).toContain('<td class="align-center">yes</td>');
  });

  it("turns a WordPress cell's text-align into the same class, and drops any other class or style", () => {
    const html = articleHtml(
      '<table><tr><td style="text-align: right; color: red" class="wp-x">1</td><td class="evil" align="justify">2</td></tr></table>',
    );
    expect(html).toContain('<td class="align-right">1</td>');
    expect(html).toContain('<td>2</td>');
  });
});
