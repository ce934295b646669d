// html-validate over the exported pages (`npm run validate:html`, part of `npm test`). The
// recommended rules, less those that only restate how React serialises HTML, which is valid:
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (`<img/>`, `<meta/>`): valid HTML, a style choice.
    'void-style': 'off',
    // React writes its camelCase prop names (`srcSet`, `charSet`): HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes a true boolean attribute as `required=""`: the HTML spec's own empty-value form.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids start with "_R_": HTML allows any id without spaces; keep the no-whitespace check.
    'valid-id': ['error', { relaxed: true }],
    // Not React's: role="list" on styled lists is deliberate, since Safari's VoiceOver drops the
    // list semantics of a list drawn with `list-style: none`.
    'no-redundant-role': 'off',
    // An owner's photo paints its box in its own average colour until it arrives: data of that
    // one photo, not styling, so it rides on the element (components/Photo).
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-color'] }],
  },
};

export default config;
