/**
 * The exponent b of y ≈ a·x^b that fits the points best: least squares on log y against log x.
 * b = 1 is linear growth, b < 1 slower (a fixed part, like startup, weighs less as x grows).
 */
export function fitExponent(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) throw new Error('fitExponent: at least two points');
  if (points.some(({ x, y }) => !(x > 0) || !(y > 0))) throw new Error('fitExponent: x and y must be positive');
  const logs = points.map(({ x, y }) => ({ x: Math.log(x), y: Math.log(y) }));
  const meanX = logs.reduce((sum, point) => sum + point.x, 0) / logs.length;
  const meanY = logs.reduce((sum, point) => sum + point.y, 0) / logs.length;
  let covariance = 0;
  let variance = 0;
  for (const point of logs) {
    covariance += (point.x - meanX) * (point.y - meanY);
    variance += (point.x - meanX) ** 2;
  }
  if (variance === 0) throw new Error('fitExponent: the x values must differ');
  return covariance / variance;
}
