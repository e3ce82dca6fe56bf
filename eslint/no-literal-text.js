// A local ESLint rule (issue 18): no text a learner reads written inside a component. Every such
// text comes from the message catalogues (apps/web/src/i18n/messages) through `t()`.
// It reports, in JSX, a text child with a letter in it, a string (or template) with a letter as a
// child expression or as either branch of a `?:`/`&&`/`||` child, and the same in the attributes
// a learner reads or hears (aria-label, title, placeholder, alt, label…). Strings without a letter
// (`·`, `→`, `1/5`) pass. (eslint-plugin-react's jsx-no-literals flags every attribute string,
// class names included, or none: it cannot tell `className` from `aria-label`.)

/** Attributes whose value a learner reads or a screen reader says. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'message',
  'description',
  'confirmLabel',
  'cancelLabel',
]);

const LETTER = /\p{L}/u;

function textOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

/** The string nodes with a letter that `expression` can evaluate to directly. */
function literalsIn(expression) {
  if (!expression) return [];
  if (expression.type === 'ConditionalExpression') {
    return [...literalsIn(expression.consequent), ...literalsIn(expression.alternate)];
  }
  if (expression.type === 'LogicalExpression') return literalsIn(expression.right);
  const text = textOf(expression);
  return text !== null && LETTER.test(text) ? [expression] : [];
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a learner reads comes from the message catalogues' },
    schema: [],
    messages: {
      literal: 'Text a learner reads belongs in the message catalogues (t(…)): "{{text}}"',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type === 'JSXElement' || parent.type === 'JSXFragment') {
          for (const literal of literalsIn(node.expression)) report(literal, textOf(literal));
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const literal of literalsIn(value)) report(literal, textOf(literal));
      },
    };
  },
};
