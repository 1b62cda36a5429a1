export default function AreaRoutes() {
  return null;
}
