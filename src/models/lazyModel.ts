// A model that travels in a chunk of its own, registered the first time something needs it.
import type { AnyModel, App } from '../core';

export function lazyModel<M extends AnyModel>(load: () => Promise<{ default: M }>): (app: App<object>) => Promise<M> {
  return async (app) => {
    const { default: model } = await load();
    if (!app.hasModel(model.namespace)) app.model(model);
    return model;
  };
}

/** The WeChat login (models/auth.ts): needed only when someone logs in or comes back from the authorize page. */
export const loadAuth = lazyModel(() => import(/* webpackChunkName: "auth" */ './auth'));

/** The WeChat JS-SDK config (models/wx.ts), loaded inside WeChat only. */
export const loadWx = lazyModel(() => import(/* webpackChunkName: "wx" */ './wx'));
