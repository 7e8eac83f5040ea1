/** Decap's own class factory (it hands the same one to extensions as window.createClass). */
declare module "create-react-class" {
  const createClass: (spec: object) => unknown
  export default createClass
}
