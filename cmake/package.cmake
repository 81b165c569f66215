# Debian packages, made with CPack from a configured and built tree:
#   cmake --build build && (cd build && cpack)
# writes build/gridsolve_<version>_<arch>.deb (the tool component: the
# program, its man page and completions; its run-time libraries, libfmt
# among them, found by dpkg-shlibdeps) and libgridsolve-dev_<version>_<arch>.deb
# (the dev component: the static library, headers, CMake package and
# pkg-config file; it depends on libfmt-dev, which a program linking the
# library links). Two packages because most people want the tool alone, and
# a C++ user wants the library without a program on PATH; Debian splits
# tools and -dev packages the same way.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gridsolve)
set(CPACK_PACKAGE_VENDOR "gridsolve maintainers")
set(CPACK_PACKAGE_CONTACT "gridsolve maintainers <maintainers@users.noreply.a-seed-ced680a4.example>")
# The first line of both packages' descriptions; each has its own text below.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL tool dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)

set(CPACK_DEBIAN_TOOL_PACKAGE_NAME gridsolve)
set(CPACK_DEBIAN_TOOL_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_TOOL_PACKAGE_SHLIBDEPS ON)
# gridsolve check --python-solution runs python3.
set(CPACK_DEBIAN_TOOL_PACKAGE_SUGGESTS "python3")
set(CPACK_DEBIAN_TOOL_DESCRIPTION
    "gridsolve solves 2048 without new tiles (Baekjoon 12100, 12094), Cards
(Programmers 72415) and Blocks (Programmers 42894) exactly: the answer in
the judge's format, a witness that replays to it (--json), the answer step
by step (--explain) and a replay page (--html). gridsolve check tests a
solution program on random instances and shrinks the first failure.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libgridsolve-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libfmt-dev")
set(CPACK_DEBIAN_DEV_DESCRIPTION
    "The gridsolve C++20 static library and its headers: parse, solve and
explain 2048 without new tiles, Cards (Programmers 72415) and Blocks
(Programmers 42894), with a CMake package (find_package(gridsolve)) and a
pkg-config file (gridsolve.pc).")

# Debian policy (12.5) wants /usr/share/doc/PACKAGE/copyright in every
# package, in the machine-readable format (cmake/copyright.in says what the
# repository states about its terms). `cmake --install` puts it there too.
configure_file(cmake/copyright.in ${PROJECT_BINARY_DIR}/copyright @ONLY)
if(GRIDSOLVE_BUILD_TOOL)
  install(FILES ${PROJECT_BINARY_DIR}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool)
endif()
install(FILES ${PROJECT_BINARY_DIR}/copyright DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${CPACK_DEBIAN_DEV_PACKAGE_NAME}
        COMPONENT dev)

include(CPack)
