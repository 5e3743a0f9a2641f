/* global module */
// Stands in for the `object.entries` package, which node-polyglot (react-admin's translator)
// requires: its polyfill machinery (get-intrinsic, define-properties, call-bind: ~17 kB minified)
// shipped in the console's entry script for a function every supported browser has.
module.exports = Object.entries;
