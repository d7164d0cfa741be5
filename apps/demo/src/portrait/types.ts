/** The drawing's size: 480 × 1.618, the photo ratio of PRODUCT §9 (rendered larger by raising the density). */
export const WIDTH = 480;
export const HEIGHT = 776;
export const CX = WIDTH / 2;

export type HairStyle =
  | 'wavy'
  | 'bob'
  | 'curly'
  | 'crop'
  | 'quiff'
  | 'coils'
  | 'straight'
  | 'bun'
  | 'pixie'
  | 'buzz'
  | 'bald'
  | 'sidepart';
export type Top = 'crew' | 'vneck' | 'shirt' | 'blazer' | 'turtleneck' | 'wrap';
/** The open smile with teeth is the welcome portraits' own expression. */
export type Expression = 'smile' | 'soft' | 'grin' | 'laugh';
/** What sits behind the person: the welcome portraits' soft bubbles, or a place. */
export type Backdrop = 'bubbles' | 'stripes' | 'arch' | 'leaves' | 'sea';
export type BeardStyle = 'full' | 'stubble' | 'moustache' | 'goatee';
export type GlassesShape = 'rounded' | 'round' | 'square';

/** How the figure sits in the picture: another crop of the same person. */
export interface Frame {
  /** 1.1 is the welcome portraits' head-and-shoulders. */
  scale: number;
  /** Shift in drawing units, before scaling. */
  dx: number;
  dy: number;
  /** Degrees, clockwise, around the base of the neck. */
  tilt: number;
}

/**
 * Everything a portrait is drawn from. The optional fields default to the six welcome portraits'
 * drawing, so those stay byte for byte what they were.
 */
export interface Portrait {
  feminine: boolean;
  skin: string;
  skinShade: string;
  blush: string;
  lips: string;
  eyes: string;
  hair: string;
  hairShade: string;
  hairStyle: HairStyle;
  top: Top;
  cloth: string;
  clothShade: string;
  accent: string;
  background: [string, string];
  halo: string;
  /** true is a full beard. */
  beard?: boolean | BeardStyle;
  glasses?: string;
  glassesShape?: GlassesShape;
  earrings?: string;
  expression?: Expression;
  backdrop?: Backdrop;
  /** Colour of the backdrop's shapes (leaves, the sea); the halo colour when absent. */
  decor?: string;
  frame?: Frame;
  freckles?: boolean;
  /** Laughter lines and a crease or two, for older faces. */
  lines?: boolean;
}
