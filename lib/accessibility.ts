// The facts the accessibility statement (/accessibility) states: the standard the shop meets and the
// body a visitor may complain to (European Accessibility Act, Directive 2019/882; Cyprus Law
// 57(I)/2024). The body's name awaits legal review (docs/decisions/0083-accessibility-statement.md).

/** The standard the shop is built and tested against. */
export const ACCESSIBILITY_STANDARD = 'WCAG 2.2 level AA, as EN 301 549 requires of web content';

/** Cyprus's market surveillance authority for the accessibility of services under Law 57(I)/2024. */
export const ACCESSIBILITY_ENFORCEMENT_BODY =
  'the Department for Social Inclusion of Persons with Disabilities (Deputy Ministry of Social Welfare)';
