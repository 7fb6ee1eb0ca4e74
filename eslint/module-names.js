// Every place a module names another: import and export declarations, `import()`, and
// `vi.mock('…')`. The zone rules (zone-rule.js) check each with `check(node, source)`.
export const moduleNameVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source),
  ExportNamedDeclaration: (node) => check(node, node.source),
  ExportAllDeclaration: (node) => check(node, node.source),
  ImportExpression: (node) => check(node, node.source),
  CallExpression: (node) => {
    const callee = node.callee
    if (callee.type === 'MemberExpression' && callee.property.name === 'mock') {
      check(node, node.arguments[0])
    }
  },
})
