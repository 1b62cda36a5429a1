// Rewrites one piece of text in a source file while it is bundled; fails when the text is gone, so a
// renamed heading breaks the deploy test loudly instead of deploying an unchanged remote, and a
// Chakra upgrade that moved its default system breaks the build (rspack.shared.js).
module.exports = function replaceTextLoader(source) {
  const { text, replacement } = this.getOptions();
  if (!source.includes(text)) throw new Error(`replace-text-loader: "${text}" not found in ${this.resourcePath}`);
  return source.split(text).join(replacement);
};
