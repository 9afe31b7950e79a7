// The WeChat JS-SDK as an ES module of ours: imported lazily (inside WeChat only) by the wx and payment models.
// Importing the CommonJS package through this module keeps webpack's CommonJS interop out of the entry runtime.
import wx from 'weixin-js-sdk';

export default wx;
