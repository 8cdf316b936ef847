import { bundleSizes } from '/work/wt-images/testing/build/bundle-sizes.ts';
console.log(bundleSizes(process.argv[2]!).firstLoad.js);
