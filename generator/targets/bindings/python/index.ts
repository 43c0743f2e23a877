export { renderPython } from "./render.js";
