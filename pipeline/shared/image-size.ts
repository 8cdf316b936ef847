/** a picture's intrinsic width and height (read/measure-image.ts), which its <img> carries */
export interface ImageSize {
  width: number;
  height: number;
}
