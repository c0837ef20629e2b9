// Lingui's no-unlocalized-strings rule, kept to what a person reads on screen: text between JSX tags, JSX
// attribute values (aria-label, placeholder, title, alt) and the strings of expressions placed in JSX. The rule
// also reports every other literal in a file (query keys, URLs, log lines); those are not texts, so they are let
// through here.
import linguiPlugin from 'eslint-plugin-lingui';

const lingui = linguiPlugin.rules['no-unlocalized-strings'];

const BOUNDARIES = new Set([
  'CallExpression',
  'NewExpression',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'VariableDeclarator',
  'ReturnStatement',
  'Program',
]);

/** Whether the string reported sits in JSX: text, an attribute, or an expression between tags. */
function inJsx(node) {
  if (node.type === 'JSXText') return true;
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXAttribute' || parent.type === 'JSXExpressionContainer') return true;
    if (BOUNDARIES.has(parent.type)) return false;
  }
  return false;
}

export const noUnlocalizedJsx = {
  meta: {
    ...lingui.meta,
    docs: { description: 'Texts in JSX go through the catalogue (useT)' },
    messages: Object.fromEntries(
      Object.keys(lingui.meta.messages).map((id) => [
        id,
        "A text in one language: put it in the catalogues (both languages) and show it with t('namespace.key') from useT()",
      ]),
    ),
  },
  defaultOptions: lingui.defaultOptions,
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => (inJsx(descriptor.node) ? context.report(descriptor) : undefined) },
    });
    return lingui.create(filtered);
  },
};
