/** What an SVG written anew may hold, what is refused outright, and what editors add that never renders. */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The SVG elements that draw, or hold what drawing needs (case matters: XML names are exact). */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'image', 'switch', 'title', 'desc', 'style', 'a', 'view',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
  'animate', 'animateMotion', 'animateTransform', 'set', 'mpath',
]);

/** Attributes without a namespace that set geometry, paint, text, filters or animation timing. */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  // every element
  'id', 'class', 'style', 'lang', 'tabindex', 'role', 'focusable', 'transform', 'transform-origin',
  // the document and viewports
  'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'version', 'baseProfile', 'zoomAndPan',
  // geometry
  'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength',
  // presentation
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'color-profile', 'color-rendering', 'cursor', 'direction', 'display',
  'dominant-baseline', 'enable-background', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color',
  'flood-opacity', 'font', 'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style',
  'font-variant', 'font-weight', 'glyph-orientation-horizontal', 'glyph-orientation-vertical', 'image-rendering',
  'isolation', 'kerning', 'letter-spacing', 'lighting-color', 'marker', 'marker-end', 'marker-mid', 'marker-start',
  'mask', 'mask-type', 'mix-blend-mode', 'opacity', 'overflow', 'paint-order', 'pointer-events', 'shape-rendering',
  'solid-color', 'solid-opacity', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width', 'text-anchor',
  'text-decoration', 'text-rendering', 'unicode-bidi', 'vector-effect', 'visibility', 'white-space',
  'word-spacing', 'writing-mode', 'inline-size',
  // text
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  // paint servers, clipping, masking, markers
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight',
  'markerUnits', 'orient', 'refX', 'refY',
  // filters
  'filterUnits', 'primitiveUnits', 'filterRes', 'in', 'in2', 'result', 'stdDeviation', 'edgeMode', 'type', 'values',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4', 'mode', 'order',
  'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'surfaceScale', 'diffuseConstant',
  'specularConstant', 'specularExponent', 'kernelUnitLength', 'scale', 'xChannelSelector', 'yChannelSelector',
  'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'azimuth', 'elevation', 'z', 'pointsAtX',
  'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  // animation
  'attributeName', 'attributeType', 'begin', 'dur', 'end', 'min', 'max', 'restart', 'repeatCount', 'repeatDur',
  'calcMode', 'keyTimes', 'keySplines', 'from', 'to', 'by', 'additive', 'accumulate', 'path', 'keyPoints', 'origin',
  // <switch> and <style>
  'systemLanguage', 'requiredFeatures', 'media', 'title',
  // references, checked to lead inside the file (svg-references.ts)
  'href',
]);

/** Attributes in the xlink and xml namespaces that may stay, written with those prefixes. */
export const XLINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'title']);
export const XML_ATTRIBUTES: ReadonlySet<string> = new Set(['space', 'lang']);

/** Accessibility attributes: harmless, and worth keeping (aria-label on a drawing is its text alternative). */
export const isAria = (name: string): boolean => /^aria-[a-z]+$/.test(name);

/**
 * Elements (by lower-case local name, in any namespace) that run code, embed another page, send a form or redirect:
 * refused, not dropped, so the editor learns the file was not what they thought.
 */
const RUNS_CODE = 'can run code or embed another page when the image is opened; remove it from the SVG (export the drawing again without scripts or embedded HTML)';
export const DANGEROUS_ELEMENTS: ReadonlyMap<string, string> = new Map([
  ...['script', 'foreignobject', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'portal', 'handler', 'listener']
    .map((name): [string, string] => [name, RUNS_CODE]),
  ['form', 'sends what is typed into it to wherever it says (a login form that looks like the site\'s own); remove it'],
  ['meta', 'can send the visitor on to another page (http-equiv="refresh") when the image is opened; remove it'],
  ['link', 'loads a file from elsewhere into the image; remove it and put what it loads into the SVG itself'],
  ['base', 'changes where every address in the file leads; remove it'],
]);

/** Attributes (lower-case local names) whose value is an address a browser loads or follows. */
export const REFERENCE_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'srcset', 'poster', 'ping', 'action', 'formaction', 'background', 'lowsrc', 'dynsrc']);

/** Namespaces of what drawing programs keep for themselves; no browser renders it, so it goes without a word. */
const EDITOR_NAMESPACES: ReadonlySet<string> = new Set([
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
  'http://www.corel.com/coreldraw/odm/2003',
  'http://www.figma.com/figma/ns',
  'https://boxy-svg.com',
]);

/** Whether a namespace is a drawing program's own (Adobe's are many, all under ns.adobe.com). */
export const isEditorNamespace = (uri: string): boolean => EDITOR_NAMESPACES.has(uri) || /^https?:\/\/ns\.adobe\.com\//.test(uri);
