const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.THINDI_API_TEMPLATES) rmSync(process.env.THINDI_API_TEMPLATES, { recursive: true, force: true });
};
